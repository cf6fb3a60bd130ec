import type { DestinationCardTexts } from './destination-texts.ts';

// What the destinations' cards say in French (decision 232); the English is in ./destinations.ts.
export default {
  serengeti: {
    name: 'Serengeti',
    description:
      'Quinze mille kilomètres carrés de prairies ouvertes, théâtre de la Grande Migration, où vivent plus de lions que partout ailleurs en Afrique.',
    cardHighlights: ['Grande Migration', 'Grands félins', 'Vols en montgolfière'],
  },
  ngorongoro: {
    name: 'Ngorongoro',
    description:
      'La plus grande caldeira volcanique intacte du monde, dont le fond abrite quelque 25 000 grands animaux, parmi lesquels le rare rhinocéros noir.',
    cardHighlights: ['Cratère volcanique', 'Rhinocéros noir', 'Culture maasaï'],
  },
  kilimanjaro: {
    name: 'Kilimandjaro',
    description:
      'Le plus haut sommet d’Afrique, un volcan isolé que l’on gravit à pied, de la forêt tropicale aux glaciers en passant par la lande et le désert alpin.',
    cardHighlights: ['Uhuru Peak, 5 895 m', 'Plusieurs voies d’ascension', 'Cinq zones climatiques'],
  },
  zanzibar: {
    name: 'Zanzibar',
    description:
      'Plages de sable blanc, récifs coralliens et Stone Town, vieille cité marchande swahilie, à un court vol des parcs du Nord.',
    cardHighlights: ['Stone Town', 'Plages et récifs', 'Plantations d’épices'],
  },
} satisfies DestinationCardTexts;
