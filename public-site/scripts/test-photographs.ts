// Test support: the EXIF a camera or phone leaves in a photograph, with where it was taken (a
// GPS position near Arusha), for tests that check none of it reaches a published file.
export function cameraExif(make: string) {
  return {
    IFD0: { Make: make, Model: 'Test 1' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '3/1 22/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '36/1 41/1 0/1',
    },
  };
}
