import { Route, Routes } from 'react-router-dom';
import { EditTourPage, NewTourPage } from './TourEditorPage.tsx';
import { ToursList } from './ToursList.tsx';

/**
 * The Tours tab (issue 23), relative to /admin/tours. The dashboard loads this module with
 * React.lazy: its code (the form, the schema, the federation loader of the preview) is a chunk
 * of its own that staff who never open the tab do not download (decision 125).
 */
export default function ToursTab() {
  return (
    <Routes>
      <Route index element={<ToursList />} />
      <Route path="new" element={<NewTourPage />} />
      <Route path=":slug" element={<EditTourPage />} />
    </Routes>
  );
}
