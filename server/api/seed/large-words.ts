/**
 * German word lists for the large data set (seed/large.ts): names, places and phrases of a
 * furniture, kitchen and lighting purchasing association, combined at random into plausible rows.
 */

export interface City {
  city: string;
  zip: string;
  /** telephone area code without the leading 0 */
  area: string;
  state: string;
  region: string;
}

export const CITIES: readonly City[] = [
  { city: "Bielefeld", zip: "33602", area: "521", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Münster", zip: "48143", area: "251", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Dortmund", zip: "44135", area: "231", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Köln", zip: "50667", area: "221", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Düsseldorf", zip: "40213", area: "211", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Paderborn", zip: "33098", area: "5251", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Gütersloh", zip: "33330", area: "5241", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Herford", zip: "32052", area: "5221", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Löhne", zip: "32584", area: "5732", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Rheda-Wiedenbrück", zip: "33378", area: "5242", state: "sales_state_nw", region: "sales_region_west" },
  { city: "Hannover", zip: "30159", area: "511", state: "sales_state_ni", region: "sales_region_nord" },
  { city: "Osnabrück", zip: "49074", area: "541", state: "sales_state_ni", region: "sales_region_nord" },
  { city: "Oldenburg", zip: "26122", area: "441", state: "sales_state_ni", region: "sales_region_nord" },
  { city: "Braunschweig", zip: "38100", area: "531", state: "sales_state_ni", region: "sales_region_nord" },
  { city: "Göttingen", zip: "37073", area: "551", state: "sales_state_ni", region: "sales_region_nord" },
  { city: "Hamburg", zip: "20095", area: "40", state: "sales_state_hh", region: "sales_region_nord" },
  { city: "Kiel", zip: "24103", area: "431", state: "sales_state_sh", region: "sales_region_nord" },
  { city: "Lübeck", zip: "23552", area: "451", state: "sales_state_sh", region: "sales_region_nord" },
  { city: "Flensburg", zip: "24937", area: "461", state: "sales_state_sh", region: "sales_region_nord" },
  { city: "Neumünster", zip: "24534", area: "4321", state: "sales_state_sh", region: "sales_region_nord" },
  { city: "München", zip: "80331", area: "89", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Nürnberg", zip: "90402", area: "911", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Augsburg", zip: "86150", area: "821", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Regensburg", zip: "93047", area: "941", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Lichtenfels", zip: "96215", area: "9571", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Coburg", zip: "96450", area: "9561", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Würzburg", zip: "97070", area: "931", state: "sales_state_by", region: "sales_region_sued" },
  { city: "Frankfurt am Main", zip: "60311", area: "69", state: "sales_state_he", region: "sales_region_sued" },
  { city: "Kassel", zip: "34117", area: "561", state: "sales_state_he", region: "sales_region_sued" },
  { city: "Fulda", zip: "36037", area: "661", state: "sales_state_he", region: "sales_region_sued" },
  { city: "Wiesbaden", zip: "65183", area: "611", state: "sales_state_he", region: "sales_region_sued" },
  { city: "Darmstadt", zip: "64283", area: "6151", state: "sales_state_he", region: "sales_region_sued" },
];

export const STREETS = [
  "Hauptstraße", "Bahnhofstraße", "Industriestraße", "Gewerbering", "Am Markt", "Lindenallee", "Schillerstraße",
  "Goethestraße", "Mühlenweg", "Kirchstraße", "Am Hafen", "Dorfstraße", "Wilhelmstraße", "Ringstraße",
  "Hansastraße", "Bielefelder Straße", "Im Gewerbepark", "Lange Straße", "Marktplatz", "Friedrichstraße",
  "Raiffeisenstraße", "Am Sägewerk", "Werkstraße", "Daimlerstraße", "Siemensstraße", "Gutenbergstraße",
] as const;

export const FIRST_NAMES = [
  "Anna", "Lena", "Julia", "Sarah", "Laura", "Katharina", "Christina", "Sabine", "Petra", "Monika", "Claudia",
  "Nicole", "Stefanie", "Melanie", "Birgit", "Andrea", "Miriam", "Johanna", "Clara", "Marie", "Hannah", "Leonie",
  "Thomas", "Michael", "Andreas", "Stefan", "Christian", "Markus", "Frank", "Jürgen", "Uwe", "Ralf", "Jan",
  "Tobias", "Sebastian", "Florian", "Matthias", "Daniel", "Alexander", "Philipp", "Lukas", "Felix", "Jonas",
  "Niklas", "Hendrik", "Björn", "Sven", "Kai", "Ole", "Timo", "Mehmet", "Ayşe", "Piotr", "Natalia",
] as const;

export const LAST_NAMES = [
  "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
  "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann",
  "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier",
  "Lehmann", "Köhler", "Herrmann", "König", "Walter", "Mayer", "Huber", "Kaiser", "Fuchs", "Peters",
  "Möller", "Scholz", "Jung", "Hahn", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger",
  "Brinkmann", "Oberländer", "Hagedorn", "Strathmann", "Wübbeling", "Niehaus", "Landwehr", "Tiemann",
  "Abendroth", "Kleinesper", "Rethmeier", "Dreckmann", "Obermeyer", "Heitkamp", "Overbeck", "Uphoff",
] as const;

export const TITLES = ["Dr.", "Dipl.-Ing.", "Dipl.-Kfm.", "Prof. Dr."] as const;

export const HP_PREFIXES = [
  "Möbelhaus", "Wohnwelt", "Einrichtungshaus", "Küchenstudio", "Wohnstudio", "Möbel", "Küchenwelt",
  "Wohnkaufhaus", "Einrichtungen", "Raumausstattung", "Schlafstudio", "Polsterstudio", "Wohnzentrum",
] as const;

export const SUPPLIER_TRADES = [
  "Küchenmöbel", "Polstermöbel", "Schlafsysteme", "Leuchten", "Badmöbel", "Wohnmöbel", "Matratzen",
  "Gartenmöbel", "Teppiche", "Heimtextilien", "Tischmanufaktur", "Stuhlfabrik", "Lichttechnik", "Massivholzmöbel",
] as const;

/** Regional words that read like supplier names (“Sauerland Küchenmöbel”). */
export const SUPPLIER_PLACES = [
  "Sauerland", "Westerwald", "Eifel", "Lippe", "Ravensberg", "Emsland", "Teutoburg", "Oberfranken", "Allgäu",
  "Spessart", "Rhön", "Weser", "Elbe", "Harz", "Vogtland", "Odenwald", "Schwarzwald", "Münsterland",
] as const;

export const RP_TRADES = ["Leuchten Vertrieb", "Handelsagentur", "Wohnaccessoires", "Licht & Design", "Objekteinrichtung"] as const;

export const LEGAL_FORMS = ["GmbH", "GmbH & Co. KG", "e. K.", "KG", "OHG", "AG"] as const;

export const BRAND_STEMS = [
  "Casa", "Linea", "Forma", "Vita", "Lumen", "Nordic", "Alpen", "Eiche", "Ahorn", "Buche", "Terra", "Aqua",
  "Sole", "Luna", "Vento", "Silva", "Nova", "Prima", "Cara", "Bella", "Modul", "Pure", "Urban", "Landhaus",
  "Hygge", "Loft", "Atelier", "Komfort", "Traum", "Ruhe", "Licht", "Glanz", "Stil", "Raum", "Werk",
] as const;

export const BRAND_SUFFIXES = [
  "Living", "Home", "Küche", "Licht", "Schlaf", "Collection", "Design", "Line", "Edition", "Classic",
  "Manufaktur", "Interior", "Bad", "Comfort", "Select", "Natur", "Premium",
] as const;

export const DIVISION_NAMES = ["Classic", "Modern", "Premium", "Basic", "Objekt", "Landhaus", "Compact", "Exklusiv"] as const;

export const NEWS_BRAND_TOPICS = [
  "neue Frontfarben im Programm", "Preisanpassung zum Quartalsbeginn", "Lieferzeiten wieder verkürzt",
  "neue Kollektion vorgestellt", "Messeneuheiten im Überblick", "Sonderkonditionen für Ausstellungsstücke",
  "Musterringaktion gestartet", "Produktschulung für Verkaufsteams", "neue Stoffkollektion verfügbar",
  "Auslaufmodelle zum Sonderpreis", "Nachhaltigkeitszertifikat erhalten", "neue Ausstellungsunterlagen",
  "Werbekostenzuschuss erhöht", "neuer Ansprechpartner im Außendienst", "erweiterte Garantiebedingungen",
] as const;

export const NEWS_GENERAL_TOPICS = [
  "Verbandstag: Rückblick und Ausblick", "Frühjahrsprospekt: Anmeldeschluss beachten", "Herbstaktion im Handel",
  "Schulungsprogramm für das neue Halbjahr", "Neue Mitglieder im Verband", "Digitalisierung im Möbelhandel",
  "Ergebnisse der Kundenzufriedenheitsumfrage", "Änderungen in der Zentralregulierung", "Social-Media-Paket für Partner",
  "Messekalender aktualisiert", "Energiekosten im Handel senken", "Fachkräfte gewinnen: Ausbildungsmesse",
  "Neues Logistikzentrum in Betrieb", "Jahreskonditionen veröffentlicht", "Regionaltreffen der Partner",
  "Newsletter-Vorlagen für Ihr Haus", "Preisentwicklung bei Holzwerkstoffen", "Verbandsmagazin erschienen",
] as const;

export const NEWS_SENTENCES = [
  "Die Details finden Sie im Dokumentenbereich des Portals.",
  "Bitte informieren Sie Ihre Verkaufsteams rechtzeitig über die Änderungen.",
  "Für Rückfragen steht Ihnen Ihr Ansprechpartner im Verband gern zur Verfügung.",
  "Die neuen Unterlagen gelten ab sofort für alle Bestellungen.",
  "Muster und Ausstellungsstücke können ab sofort bestellt werden.",
  "Die Anmeldung erfolgt wie gewohnt über den Veranstaltungskalender.",
  "Bestehende Aufträge werden zu den bisherigen Konditionen ausgeliefert.",
  "Über die weitere Entwicklung informieren wir Sie an dieser Stelle.",
  "Die Resonanz der Partner war durchweg positiv.",
  "Nutzen Sie die Gelegenheit, Ihr Sortiment zu ergänzen.",
  "Ein Überblick über alle Neuheiten steht als PDF bereit.",
  "Die Aktion läuft bis zum Ende des Quartals.",
] as const;

export const EVENT_KINDS = [
  "Hausmesse", "Produktschulung", "Küchenforum", "Regionaltreffen", "Online-Seminar", "Lichtplanung-Workshop",
  "Verkaufstraining", "Partnertag", "Werksbesichtigung", "Polster-Workshop", "Schlafberatung kompakt",
  "Fachforum Wohnen", "Marketing-Sprechstunde", "Azubi-Akademie",
] as const;

export const EVENT_TEXTS = [
  "Ein Tag mit Neuheiten, Fachvorträgen und viel Zeit für Gespräche.",
  "Praxisnahe Schulung mit Übungen am Produkt und Beispielen aus dem Verkaufsalltag.",
  "Austausch mit Partnern aus der Region, Impulsvorträge und gemeinsames Abendessen.",
  "Kompaktes Format mit den wichtigsten Themen des Quartals.",
  "Führung durch die Fertigung und Einblick in die Qualitätssicherung.",
] as const;

export const PROGRAM_OPTIONS = [
  "Werksführung", "Planungsworkshop", "Abendveranstaltung", "Produktschulung", "Mittagessen", "Stoffkunde",
  "Lichtlabor", "Fachvortrag", "Networking", "Ausstellungsrundgang",
] as const;

export const DOCUMENT_SUBJECTS = [
  "Hochschrank", "Eckbank", "Boxspringbett", "Wohnlandschaft", "Esstisch", "Pendelleuchte", "Einbauküche",
  "Kleiderschrank", "Sideboard", "Badmöbelserie", "Relaxsessel", "Lattenrost", "Deckenleuchte", "Garderobe",
] as const;

export const FEEDBACK_COMMENTS = [
  "Sehr kompetente Beratung, wir kommen gern wieder.",
  "Lieferung pünktlich, Montage sauber und schnell.",
  "Die Wartezeit war lang, der Kundendienst aber freundlich.",
  "Große Auswahl, leider wenig Parkplätze.",
  "Preis-Leistung stimmt.",
  "Die Küchenplanung hat uns überzeugt.",
  "Reklamation wurde unkompliziert erledigt.",
  null,
] as const;

export const CUSTOMER_NAMES = ["Familie Meier", "H. Schröder", "A. Nowak", "Dr. Lange", "K. Petersen", "Familie Yilmaz", "M. Brandt", null] as const;
