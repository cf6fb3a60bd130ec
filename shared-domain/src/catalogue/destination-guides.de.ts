import type { DestinationGuideTexts } from './destination-texts.ts';

// The guides in German (decision 232): each text of ./destination-guides.ts, in the same order.
export default {
  serengeti: {
    heroTitle: 'Serengeti-Nationalpark',
    heroSubtitle: 'Die endlosen Ebenen im Norden Tansanias',
    intro: [
      'Die Massai nannten dieses Land siringet, den Ort, an dem sich das Land endlos erstreckt. Die Serengeti umfasst rund 14.750 Quadratkilometer Kurzgrasebene, Akaziensavanne und Granitkopjes zwischen dem Hochland von Ngorongoro und dem Victoriasee; 1951 wurde sie zum Nationalpark erklärt.',
      'Bekannt ist sie vor allem für die Große Tierwanderung, den ganzjährigen Kreislauf von mehr als einer Million Gnus mit Hunderttausenden Zebras und Gazellen. Doch wenn die Herden weiterziehen, bleiben die hier heimischen Tiere: Löwenrudel, Geparden, Leoparden, Elefanten, Giraffen und Hunderte Vogelarten.',
    ],
    highlights: [
      'Die Große Tierwanderung und ihre Flussüberquerungen',
      'Eine der größten Löwenpopulationen Afrikas',
      'Leoparden in den Leberwurstbäumen des Seronera-Tals',
      'Geparden auf den Kurzgrasebenen im Süden',
      'Ballonfahrten bei Sonnenaufgang',
      'Die Olduvai-Schlucht auf dem Weg vom Ngorongoro hierher',
    ],
    bestTimeToVisit: [
      {
        months: 'Dezember bis März',
        title: 'Die Zeit der Geburten',
        description:
          'Die Herden grasen auf den südlichen Ebenen rund um Ndutu und bringen innerhalb weniger Wochen etwa eine halbe Million Kälber zur Welt. Das lockt Raubtiere aus der ganzen Umgebung an.',
      },
      {
        months: 'April bis Juni',
        title: 'Die große Regenzeit und der westliche Korridor',
        description:
          'Die Ebenen werden grün und still, und die Lodges sind günstiger. Im Mai und Juni ziehen die Herden nach Nordwesten und überqueren im westlichen Korridor den Grumeti-Fluss.',
      },
      {
        months: 'Juli bis November',
        title: 'Trockenzeit und Überquerungen des Mara-Flusses',
        description:
          'Die Herden erreichen die nördliche Serengeti und durchqueren von Juli bis Oktober den Mara-Fluss. Kurzes Gras und wenige Wasserstellen machen es überall leicht, Tiere zu finden.',
      },
    ],
  },
  ngorongoro: {
    heroTitle: 'Ngorongoro-Krater',
    heroSubtitle: 'Eine Welt voller Tiere in einem uralten Vulkan',
    intro: [
      'Vor etwa zweieinhalb Millionen Jahren stürzte ein Vulkan, größer als der Kilimandscharo, in sich zusammen und hinterließ den Ngorongoro-Krater: eine Caldera von rund 19 Kilometern Durchmesser, deren 600 Meter hohe Wände Grasland, Sümpfe, einen Wald und einen Natronsee umschließen.',
      'Der Krater gehört zum Ngorongoro-Schutzgebiet, einer UNESCO-Welterbestätte, in der Massai-Hirten Seite an Seite mit den Wildtieren leben. Weil es hier das ganze Jahr über Wasser gibt, bleiben die Tiere auf dem Kraterboden, und an einem einzigen Vormittag kann man hier alle Big Five sehen.',
    ],
    highlights: [
      'Die besten Chancen in Tansania, Spitzmaulnashörner zu sehen',
      'Flamingos am Magadi-See',
      'Picknick am Flusspferdteich Ngoitokitok',
      'Der Lerai-Wald aus Fieberakazien',
      'Massai-Dörfer im Kraterhochland',
      'Die Olduvai-Schlucht, nur eine kurze Fahrt entfernt',
    ],
    wildlife: [
      {
        name: 'Spitzmaulnashorn',
        description:
          'Auf dem Kraterboden lebt eine der letzten wilden Populationen Tansanias, Tag und Nacht von Rangern bewacht.',
      },
      {
        name: 'Löwen',
        description:
          'Die Rudel des Kraters sind für ihre Männchen mit mächtigen Mähnen bekannt und haben den offenen Kraterboden für sich.',
      },
      {
        name: 'Elefanten',
        description:
          'Alte Bullen mit einigen der größten Stoßzähne Ostafrikas suchen im Lerai-Wald und in den Sümpfen nach Futter.',
      },
      {
        name: 'Flusspferde',
        description:
          'Tagsüber drängen sie sich dicht an dicht in den Tümpeln des Kraters und kommen nach Einbruch der Dunkelheit zum Grasen heraus.',
      },
    ],
  },
  kilimanjaro: {
    heroTitle: 'Kilimandscharo',
    heroSubtitle: 'Auf dem Dach Afrikas stehen',
    intro: [
      'Der Kilimandscharo erhebt sich einsam aus den Ebenen bei Moshi bis zum Uhuru Peak auf 5.895 Metern über dem Meer, dem höchsten Punkt Afrikas und dem höchsten frei stehenden Berg der Welt.',
      'Seile oder Klettererfahrung braucht es nicht. Was der Berg verlangt, ist Zeit zur Akklimatisierung: Deshalb dauern die Routen zwischen fünf und acht Tagen, und auf den längeren erreichen mehr Bergsteiger den Gipfel.',
    ],
    highlights: [
      'Sonnenaufgang über den Gletschern, vom Uhuru Peak aus gesehen',
      'Fünf Klimazonen, vom Regenwald bis zum arktischen Gipfel',
      'Riesensenezien und Riesenlobelien im Heide- und Moorland',
      'Erfahrene Bergführer und Träger',
    ],
    routes: [
      {
        name: 'Marangu-Route',
        description:
          'Die einzige Route mit Schlafhütten: Sie steigt sanft von Südosten an, und der Abstieg folgt demselben Weg.',
      },
      {
        name: 'Machame-Route',
        description:
          'Steil und landschaftlich großartig, über die Barranco-Wand; ihr Prinzip „hoch steigen, tief schlafen“ hilft bei der Akklimatisierung.',
      },
      {
        name: 'Lemosho-Route',
        description:
          'Beginnt in abgelegenem Wald im Westen und quert das Shira-Plateau; ruhig, schön und mit gut bemessenen Etappen.',
      },
      {
        name: 'Rongai-Route',
        description:
          'Führt von der trockeneren Nordseite nahe der kenianischen Grenze hinauf; eine gute Wahl in den Regenmonaten.',
      },
    ],
    reasonsToClimb: [
      'Den höchsten Punkt Afrikas ohne technisches Klettern erreichen',
      'In einer Woche jede Klimazone vom Äquator bis zur Arktis durchwandern',
      'Die letzten Gipfelgletscher sehen, solange es sie noch gibt',
      'Die Besteigung mit einer Safari oder einem Strandaufenthalt auf Sansibar verbinden',
    ],
  },
  zanzibar: {
    heroTitle: 'Die Insel Sansibar',
    heroSubtitle: 'Die Gewürzinsel im Indischen Ozean',
    intro: [
      'Sansibar liegt rund 35 Kilometer vor der Küste Tansanias. Jahrhundertelang handelte die Insel über den Indischen Ozean mit Nelken, Zimt und Elfenbein, und ihre Geschichte zeigt sich in den geschnitzten Türen und engen Gassen von Stone Town, einer UNESCO-Welterbestätte.',
      'Jenseits der Stadt liegen palmengesäumte Strände, warme, flache Lagunen und Korallenriffe: der natürliche Ort, um sich nach einer Safari oder einer Bergbesteigung zu erholen.',
    ],
    highlights: [
      'Die geschnitzten Türen und Gassen von Stone Town',
      'Das House of Wonders und das Alte Fort',
      'Der abendliche Essensmarkt in den Forodhani-Gärten',
      'Dhau-Fahrt bei Sonnenuntergang',
      'Schnorcheln am Mnemba-Atoll',
      'Die Strände von Nungwi und Kendwa',
      'Besuche auf Gewürzfarmen',
      'Rote Stummelaffen im Jozani-Wald',
      'Riesenschildkröten auf Prison Island',
      'Das Restaurant The Rock bei Michamvi',
      'Die Seetangfarmen von Paje',
      'Schwimmen mit Meeresschildkröten in Nungwi',
    ],
    attractions: [
      {
        name: 'Stone Town',
        description:
          'Das alte swahilische und omanische Viertel von Sansibar-Stadt mit seinen Basaren, Moscheen, geschnitzten Türen und der Uferpromenade.',
      },
      {
        name: 'Gewürzplantagen',
        description:
          'Nelken, Muskatnuss, Zimt, Vanille und Pfeffer dort riechen, schmecken und erkennen lernen, wo sie wachsen.',
      },
      {
        name: 'Jozani-Wald',
        description: 'Der einzige Nationalpark der Insel und die Heimat des seltenen Sansibar-Stummelaffen.',
      },
      {
        name: 'Prison Island',
        description:
          'Eine kurze Bootsfahrt von Stone Town entfernt, mit einer Kolonie von Aldabra-Riesenschildkröten und guten Schnorchelplätzen vor der Küste.',
      },
    ],
    bestTimeToVisit: [
      {
        months: 'Juni bis Oktober',
        title: 'Kühl und trocken',
        description: 'Sonnige Tage, eine kühlende Meeresbrise und ruhiges Wasser: die beliebteste Reisezeit.',
      },
      {
        months: 'Dezember bis Februar',
        title: 'Heiß und trocken',
        description: 'Das wärmste und klarste Meer des Jahres, ideal zum Tauchen und Schnorcheln.',
      },
      {
        months: 'März bis Mai und November',
        title: 'Die Regenzeiten',
        description:
          'Heftige Schauer von März bis Mai und leichtere im November bringen weniger Besucher und niedrigere Preise.',
      },
    ],
  },
} satisfies DestinationGuideTexts;
