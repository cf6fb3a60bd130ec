import type { DestinationCardTexts } from './destination-texts.ts';

// What the destinations' cards say in German (decision 232); the English is in ./destinations.ts.
export default {
  serengeti: {
    name: 'Serengeti',
    description:
      'Fünfzehntausend Quadratkilometer offenes Grasland, Bühne der Großen Tierwanderung und Heimat von mehr Löwen als irgendwo sonst in Afrika.',
    cardHighlights: ['Große Tierwanderung', 'Großkatzen', 'Ballonfahrten'],
  },
  ngorongoro: {
    name: 'Ngorongoro',
    description:
      'Die größte vollständig erhaltene Vulkancaldera der Erde; auf ihrem Boden leben rund 25.000 große Tiere, darunter das seltene Spitzmaulnashorn.',
    cardHighlights: ['Vulkankrater', 'Spitzmaulnashorn', 'Kultur der Massai'],
  },
  kilimanjaro: {
    name: 'Kilimandscharo',
    description:
      'Afrikas höchster Berg, ein frei stehender Vulkan, den man zu Fuß besteigen kann: durch Regenwald, Heide- und Moorland und alpine Wüste bis zu den Gletschern.',
    cardHighlights: ['Uhuru Peak, 5.895 m', 'Mehrere Aufstiegsrouten', 'Fünf Klimazonen'],
  },
  zanzibar: {
    name: 'Sansibar',
    description:
      'Weiße Strände, Korallenriffe und die alte Swahili-Handelsstadt Stone Town, nur einen kurzen Flug von den Parks im Norden entfernt.',
    cardHighlights: ['Stone Town', 'Strände und Riffe', 'Gewürzfarmen'],
  },
} satisfies DestinationCardTexts;
