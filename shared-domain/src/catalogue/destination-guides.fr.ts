import type { DestinationGuideTexts } from './destination-texts.ts';

// The guides in French (decision 232): each text of ./destination-guides.ts, in the same order.
export default {
  serengeti: {
    heroTitle: 'Parc national du Serengeti',
    heroSubtitle: 'Les plaines sans fin du nord de la Tanzanie',
    intro: [
      'Les Maasaï appelaient ce pays siringet, l’endroit où la terre s’étend à l’infini. Le Serengeti couvre environ 14 750 kilomètres carrés de plaines d’herbe rase, de savane à acacias et de kopjes de granit entre les hautes terres du Ngorongoro et le lac Victoria ; il est devenu parc national en 1951.',
      'Il est surtout connu pour la Grande Migration, le circuit que parcourent toute l’année plus d’un million de gnous avec des centaines de milliers de zèbres et de gazelles. Mais quand les troupeaux s’en vont, la faune résidente reste : troupes de lions, guépards, léopards, éléphants, girafes et des centaines d’espèces d’oiseaux.',
    ],
    highlights: [
      'La Grande Migration et ses traversées de rivières',
      'L’une des plus grandes populations de lions d’Afrique',
      'Des léopards dans les arbres à saucisses de la vallée de la Seronera',
      'Des guépards dans les plaines d’herbe rase du sud',
      'Vols en montgolfière au lever du soleil',
      'Les gorges d’Olduvai, sur la route depuis le Ngorongoro',
    ],
    bestTimeToVisit: [
      {
        months: 'Décembre à mars',
        title: 'La saison des naissances',
        description:
          'Les troupeaux paissent dans les plaines du sud autour de Ndutu et mettent bas environ un demi-million de petits en quelques semaines, ce qui attire les prédateurs de toute la région.',
      },
      {
        months: 'Avril à juin',
        title: 'Les grandes pluies et le corridor ouest',
        description:
          'Les plaines verdissent, le calme revient et les lodges sont moins chers. En mai et juin, les troupeaux remontent vers le nord-ouest et traversent la rivière Grumeti dans le corridor ouest.',
      },
      {
        months: 'Juillet à novembre',
        title: 'Saison sèche et traversées de la Mara',
        description:
          'Les troupeaux atteignent le nord du Serengeti et traversent la rivière Mara de juillet à octobre. L’herbe rase et la rareté des points d’eau permettent de voir facilement les animaux partout.',
      },
    ],
  },
  ngorongoro: {
    heroTitle: 'Cratère du Ngorongoro',
    heroSubtitle: 'Un monde de vie sauvage au cœur d’un ancien volcan',
    intro: [
      'Il y a environ deux millions et demi d’années, un volcan plus grand que le Kilimandjaro s’est effondré sur lui-même, laissant le cratère du Ngorongoro : une caldeira d’environ 19 kilomètres de diamètre, dont les parois hautes de 600 mètres enserrent des prairies, des marais, une forêt et un lac de soude.',
      'Le cratère fait partie de l’aire de conservation du Ngorongoro, inscrite au patrimoine mondial de l’UNESCO, où les éleveurs maasaï vivent aux côtés de la faune sauvage. L’eau présente toute l’année retient les animaux au fond du cratère, si bien qu’une seule matinée peut suffire à voir les Big Five au complet.',
    ],
    highlights: [
      'La meilleure chance en Tanzanie d’observer le rhinocéros noir',
      'Les flamants roses du lac Magadi',
      'Pique-nique au bord de la mare aux hippopotames de Ngoitokitok',
      'La forêt de Lerai et ses acacias à écorce jaune',
      'Les villages maasaï des hautes terres du cratère',
      'Les gorges d’Olduvai, à peu de distance en voiture',
    ],
    wildlife: [
      {
        name: 'Rhinocéros noir',
        description:
          'L’une des dernières populations sauvages de Tanzanie vit au fond du cratère, surveillée jour et nuit par des gardes.',
      },
      {
        name: 'Lions',
        description:
          'Les troupes du cratère sont connues pour leurs mâles à l’épaisse crinière et règnent en maîtres sur le fond dégagé du cratère.',
      },
      {
        name: 'Éléphants',
        description:
          'De vieux mâles aux défenses parmi les plus grandes d’Afrique de l’Est se nourrissent dans la forêt de Lerai et dans les marais.',
      },
      {
        name: 'Hippopotames',
        description:
          'Ils passent la journée serrés les uns contre les autres dans les mares du cratère et en sortent pour brouter à la nuit tombée.',
      },
    ],
  },
  kilimanjaro: {
    heroTitle: 'Mont Kilimandjaro',
    heroSubtitle: 'Debout sur le toit de l’Afrique',
    intro: [
      'Le Kilimandjaro se dresse, solitaire, au-dessus des plaines proches de Moshi jusqu’à l’Uhuru Peak, à 5 895 mètres d’altitude : le point culminant de l’Afrique et la plus haute montagne isolée du monde.',
      'Ni cordes ni expérience de l’escalade ne sont nécessaires. Ce que la montagne exige, c’est du temps pour s’acclimater : voilà pourquoi les voies demandent de cinq à huit jours, et pourquoi les plus longues voient davantage de grimpeurs atteindre le sommet.',
    ],
    highlights: [
      'Le lever du soleil sur les glaciers depuis l’Uhuru Peak',
      'Cinq zones climatiques, de la forêt tropicale au sommet arctique',
      'Séneçons géants et lobélies géantes dans la lande',
      'Des guides de montagne et des porteurs expérimentés',
    ],
    routes: [
      {
        name: 'Voie Marangu',
        description:
          'La seule voie avec des refuges pour dormir ; elle monte en pente douce par le sud-est et redescend par le même chemin.',
      },
      {
        name: 'Voie Machame',
        description:
          'Raide et spectaculaire, elle franchit le mur de Barranco ; son profil « monter haut, dormir bas » favorise l’acclimatation.',
      },
      {
        name: 'Voie Lemosho',
        description:
          'Elle part d’une forêt reculée à l’ouest et traverse le plateau de Shira ; calme, superbe et d’un rythme bien dosé.',
      },
      {
        name: 'Voie Rongai',
        description:
          'Elle aborde la montagne par le nord, plus sec, près de la frontière kényane ; un bon choix pendant les mois de pluie.',
      },
    ],
    reasonsToClimb: [
      'Atteindre le point culminant de l’Afrique sans escalade technique',
      'Traverser en une semaine toutes les zones climatiques, de l’équateur à l’Arctique',
      'Voir les derniers glaciers du sommet tant qu’ils existent encore',
      'Associer l’ascension à un safari ou à un séjour balnéaire à Zanzibar',
    ],
  },
  zanzibar: {
    heroTitle: 'Île de Zanzibar',
    heroSubtitle: 'L’île aux épices de l’océan Indien',
    intro: [
      'Zanzibar se trouve à environ 35 kilomètres des côtes tanzaniennes. Pendant des siècles, l’île a fait commerce du clou de girofle, de la cannelle et de l’ivoire à travers l’océan Indien, et son histoire se lit dans les portes sculptées et les ruelles étroites de Stone Town, inscrite au patrimoine mondial de l’UNESCO.',
      'Au-delà de la ville s’étendent des plages bordées de palmiers, des lagons chauds et peu profonds et des récifs coralliens : l’endroit tout trouvé pour se reposer après un safari ou une ascension.',
    ],
    highlights: [
      'Les portes sculptées et les ruelles de Stone Town',
      'La Maison des Merveilles et le Vieux Fort',
      'Le marché de nuit de Forodhani',
      'Croisière en boutre au coucher du soleil',
      'Snorkeling sur l’atoll de Mnemba',
      'Les plages de Nungwi et de Kendwa',
      'Visites de plantations d’épices',
      'Les colobes rouges de la forêt de Jozani',
      'Les tortues géantes de Prison Island',
      'Le restaurant The Rock à Michamvi',
      'Les champs d’algues de Paje',
      'Nager avec les tortues marines à Nungwi',
    ],
    attractions: [
      {
        name: 'Stone Town',
        description:
          'L’ancien quartier swahili et omanais de la ville de Zanzibar, avec ses bazars, ses mosquées, ses portes sculptées et son front de mer.',
      },
      {
        name: 'Plantations d’épices',
        description:
          'Sentir, goûter et apprendre à reconnaître le clou de girofle, la muscade, la cannelle, la vanille et le poivre là où ils poussent.',
      },
      {
        name: 'Forêt de Jozani',
        description: 'L’unique parc national de l’île, où vit le rare colobe rouge de Zanzibar.',
      },
      {
        name: 'Prison Island',
        description:
          'À une courte traversée en bateau de Stone Town, avec une colonie de tortues géantes d’Aldabra et de beaux fonds pour le snorkeling au large.',
      },
    ],
    bestTimeToVisit: [
      {
        months: 'Juin à octobre',
        title: 'Frais et sec',
        description:
          'Des journées ensoleillées, une brise marine rafraîchissante et une mer calme : la période la plus prisée.',
      },
      {
        months: 'Décembre à février',
        title: 'Chaud et sec',
        description:
          'La mer la plus chaude et la plus limpide de l’année, idéale pour la plongée et le snorkeling.',
      },
      {
        months: 'Mars à mai et novembre',
        title: 'Les pluies',
        description:
          'De fortes averses de mars à mai et d’autres plus légères en novembre : moins de visiteurs et des prix plus bas.',
      },
    ],
  },
} satisfies DestinationGuideTexts;
