/**
 * The texts the signed-in shell and the shared components show on every screen: the menu labels,
 * the notifications menu, the header search, the list and editing controls (history, image upload,
 * sorting, status, form alerts), the contact details. They keep the keys of their areas; the
 * signed-in layout registers them (registerShell), each area module adds the rest of its area
 * (registerContent …) where a screen shows it, so a screen downloads only the areas it shows.
 */
import { addResources } from "~/locales/registry";

const shell = {
  // The association's own menu section (issue 39): one label per staff screen
  association: {
    nav: {
      news: "News",
      events: "Termine",
      companies: "Firmen",
      accounts: "Partner-Accounts",
      audit: "Protokoll",
      staff: "Mitarbeitende",
      brands: "Marken",
      documents: "Verbandsdokumente",
      instructions: "Anleitungen",
      services: "Servicepool",
      samTags: "SAM-Tags",
      privacy: "Datenschutz",
      erasure: "Person löschen",
    },
  },
  content: {
    list: {
      previous: "Zurück",
      next: "Weiter",
      pageOf: "Seite {{page}} von {{pages}}",
      pageOfMore: "Seite {{page}} von mehr als {{pages}}",
      pagination: "Seitennavigation",
      filter: "Filtern",
      reset: "Filter zurücksetzen",
      empty: "Keine Einträge gefunden.",
      all: "Alle",
      results_one: "{{count}} Eintrag",
      results_other: "{{count}} Einträge",
    },
    brands: {
      title: "Marken",
    },
    news: {
      title: "News",
    },
    calendar: {
      title: "Kalender",
    },
    documents: {
      title: "Dokumente",
      uploadedOn: "Hochgeladen am",
      size: "Größe",
      version: "Version",
      versionsTitle: "Frühere Versionen",
      versionsCaption: "Frühere Versionen dieses Dokuments",
      versionName: "Name",
      versionPublished: "Veröffentlicht am",
      versionReplaced: "Ersetzt am",
      versionApprovedBy: "Freigegeben von",
      versionApprovedByAssociation: "Verband",
      versionValidity: "Gültigkeit",
      versionFile: "Datei",
      versionDownload: "Version {{version}} herunterladen",
    },
    review: {
      title: "Dokumentenprüfung",
      statuses: {
        draft: "Entwurf",
        in_review: "eingereicht",
        check_modulemanager: "eingereicht",
        in_progress: "in Bearbeitung",
        needs_feedback: "Rückfrage",
        approved: "freigegeben",
        denied: "abgelehnt",
        submitted: "eingereicht",
      },
      notification: "„{{name}}“: {{status}}",
      notificationsTitle: "Dokumentenprüfung",
    },
    tags: {
      title: "SAM-Tags",
    },
    services: {
      title: "Service & mehr",
      contactTitle: "Ansprechpartner",
    },
    notifications: {
      importantNews: "Wichtige News",
      newDocuments: "Neue Dokumente",
      newNews: "Neue News",
      newEvents: "Neue Termine",
      startsOn: "am {{date}}",
      markAllRead: "alle als gelesen markieren",
      uploadedOn: "hochgeladen am {{date}}",
      newVersion: "neue Version vom {{date}}",
      expiring: "Läuft bald ab",
      expiresOn: "gültig bis {{date}} – neue Version hochladen",
      dataExports: "Datenexport bereit",
      dataExport: "Daten von {{name}} herunterladen",
      dataExportUntil: "einmal herunterladbar bis {{date}}",
      markedRead: "Alle Benachrichtigungen wurden als gelesen markiert.",
      failed: "Die Benachrichtigungen konnten nicht aktualisiert werden.",
      count_one: "{{count}} neue Benachrichtigung",
      count_other: "{{count}} neue Benachrichtigungen",
    },
    search: {
      title: "Suche",
      label: "Suchbegriff",
      area: "Bereich",
      submit: "Suchen",
      areas: {
        all: "Gesamtes Portal",
        brands: "Marken",
        suppliers: "Dienstleister",
        news: "News",
        calendar: "Kalender",
        services: "Servicepool",
      },
      noResults: "Keine Treffer.",
      hint: "Geben Sie einen Suchbegriff ein.",
      headerLabel: "Portalsuche",
      loading: "Suche wird vorbereitet …",
      failed:
        "Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.",
      intro:
        "Höchstens fünf Treffer je Bereich; gesucht wird ohne Beachtung der Groß- und Kleinschreibung.",
      resultsFor: "Treffer für „{{q}}“",
      // issue 30: the drawer's quick answer leads to the full search
      allResults: "Alle Ergebnisse anzeigen",
    },
  },
  masterdata: {
    /** the forms of several areas cap their texts with it */
    contacts: { tooLong: "Dieser Text ist zu lang." },
    nav: {
      group: "Stammdaten",
      overview: "Stammdaten",
      company: "Firmenstammdaten",
      contacts: "Ansprechpartner",
      properties: "Ansprechpartner-Eigenschaften",
      addresses: "Adressen",
      satisfaction: "Kundenzufriedenheit",
      clusters: "Berechtigungscluster",
    },
    saved: "Erfolgreich gespeichert",
    saveFailed: "Fehler aufgetreten.",
    conflict:
      "Dieser Datensatz wurde inzwischen von jemand anderem geändert. Ihre Eingaben sind unten erhalten; bitte laden Sie die aktuelle Fassung neu und übernehmen Sie Ihre Änderungen erneut.",
    reloadCurrent: "Aktuelle Fassung laden",
    invalidInput: "Bitte prüfen Sie die markierten Felder.",
    save: "Speichern",
    cancel: "Abbrechen",
    back: "Zurück zur Übersicht",
    edit: "Bearbeiten",
    exportCsv: "Als CSV exportieren",
    moveUp: "nach oben",
    moveDown: "nach unten",
    moveUpLabel: "{{name}} nach oben verschieben",
    moveDownLabel: "{{name}} nach unten verschieben",
    sorted: "Reihenfolge gespeichert.",
    sortFailed: "Die Reihenfolge konnte nicht gespeichert werden.",
    dragHint:
      "Mit der Maus können Sie Einträge auch ziehen; per Tastatur nutzen Sie „nach oben“ und „nach unten“.",
    status: {
      draft: "Entwurf",
      published: "Veröffentlicht",
      archived: "Archiviert",
    },
    history: {
      title: "Änderungsverlauf",
      empty: "Noch keine Änderungen aufgezeichnet.",
      entry: "{{date}} – {{user}}: {{action}}",
      fields: "Felder: {{fields}}",
      actions: {
        create: "angelegt",
        update: "geändert",
        delete: "archiviert",
        sort: "Reihenfolge geändert",
        status: "Status geändert",
        request_review: "zur Prüfung eingereicht",
        start_review: "Prüfung begonnen",
        forward: "an das Modulmanagement weitergeleitet",
        approve: "freigegeben",
        deny: "abgelehnt",
        request_feedback: "Rückfrage gestellt",
        comment: "kommentiert",
        disable: "deaktiviert",
        enable: "aktiviert",
      },
    },
    upload: {
      label: "Bilddatei (JPEG, PNG, WebP oder GIF, höchstens 25 MB)",
      submit: "Hochladen",
      uploaded: "Das Bild wurde hochgeladen und übernommen.",
      tooLarge:
        "Die Datei ist größer als 25 MB. Bitte wählen Sie ein kleineres Bild.",
      pixels: "Das Bild hat mehr als 40 Megapixel (oder ist eine beschädigte, übergroße Bilddatei). Bitte wählen Sie ein kleineres Bild.",
      quota:
        "Der Speicherplatz Ihres Unternehmens für hochgeladene Dateien ist ausgeschöpft. Bitte löschen Sie nicht mehr benötigte Bilder oder wenden Sie sich an den Support.",
      wrongType:
        "Dieses Dateiformat wird nicht unterstützt. Erlaubt sind JPEG, PNG, WebP und GIF (kein SVG).",
      missing: "Bitte wählen Sie eine Bilddatei aus.",
      failed: "Das Bild konnte nicht hochgeladen werden.",
      duplicateTitle: "Dieses Bild gibt es bereits",
      duplicateText:
        "Ihr Unternehmen hat genau dieses Bild schon hochgeladen („{{name}}“). Möchten Sie es trotzdem erneut hochladen und verwenden?",
      duplicateConfirm: "Ja, trotzdem verwenden",
      duplicateUseExisting: "Vorhandenes Bild verwenden",
      duplicateCancel: "Abbrechen",
      discarded: "Das Hochladen wurde abgebrochen.",
      current: "Aktuelles Bild",
    },
  },
  website: {
    nav: {
      info: "Website-Übersicht",
      generalSettings: "Allgemeine Einstellungen",
      banner: "Banner",
      textimage: "Text-Bild",
      references: "Referenzen",
      event: "Veranstaltungen",
      campaign: "Aktionen",
      history: "Chronik",
      privateBrands: "Eigenmarken",
      pageBuilder: "Seiten",
    },
  },
  career: {
    nav: {
      jobs: "Stellenanzeigen",
      values: "Werte",
      benefits: "Benefits",
      faqs: "Häufige Fragen",
      feedback: "Mitarbeiterstimmen",
    },
  },
  supplier: {
    products: {
      title: "Produkte",
    },
    partners: {
      title: "Handelspartner",
      phone: "Telefon",
      email: "E-Mail",
      website: "Website",
    },
  },
} as const;

export default shell;

/** Called by the signed-in layout (and by each area's register function, so a module that renders an area is complete on its own). */
export function registerShell(): void {
  addResources("de", shell);
}
