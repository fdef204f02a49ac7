/**
 * Demo career content (issue 14) for Möbelhaus Sommer (haendler@): jobs (templates and regular, in
 * every status), benefits, values, employee feedback and FAQs; the association shares some
 * benefits, values and FAQ templates with several trading partners (read-only for each, one benefit
 * switched off for Sommer); employee feedback the association shares is not shown on Sommer's list
 * (spec §5). Wohnwelt Hanse Lübeck has one entry of each for the scope tests. Called inside
 * seedDemo's transaction.
 */
import { eq } from "drizzle-orm";
import type { ContentStatus } from "../contract/values";
import { buildCareerSeedFiles, CAREER_ICONS, checksumOf, diskNameOf } from "./files";
import { addresses, contacts, contentDisabled, contentPartners, files, jobBenefits, jobFaqs, jobs } from "../db/schema";
import type { Tx } from "../db/client";

type CareerTable = typeof jobs | typeof jobBenefits | typeof jobFaqs;

async function insert(tx: Tx, collection: string, table: CareerTable, rows: (Record<string, unknown> & { status: ContentStatus })[], partners: readonly number[], disabledFor?: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, values] of rows.entries()) {
    const [row] = await tx
      .insert(table)
      .values({ ...values, sort: index + 1 } as never)
      .returning({ id: table.id });
    const item = (row as { id: number }).id;
    ids.push(item);
    await tx.insert(contentPartners).values(partners.map((companyId) => ({ collection, item, companyId })));
    if (disabledFor !== undefined && index === 0) await tx.insert(contentDisabled).values({ collection, item, companyId: disabledFor });
  }
  return ids;
}

async function seedFiles(tx: Tx, sommer: number): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const icons = new Map<string, string>(CAREER_ICONS.map(([key, label]) => [key, label]));
  for (const f of await buildCareerSeedFiles()) {
    const icon = f.folder === "icons";
    const [row] = await tx
      .insert(files)
      .values({
        filenameDisk: diskNameOf(f),
        filenameDownload: f.filenameDownload,
        title: icon ? `Symbol ${icons.get(f.key)}` : f.filenameDownload.replace(/\.png$/, ""),
        type: f.type,
        filesize: f.bytes.length,
        width: f.width,
        height: f.height,
        checksum: checksumOf(f),
        folder: f.folder ?? "images",
        // the icons are the association's, readable by every partner
        companyId: icon ? null : sommer,
      })
      .returning({ id: files.id });
    ids[f.key] = row!.id;
  }
  return ids;
}

const firstOf = async (tx: Tx, table: typeof contacts | typeof addresses, companyId: number) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.companyId, companyId)).orderBy(table.id).limit(1))[0]?.id ?? null;

export async function seedCareer(tx: Tx, c: { sommer: number; brandt: number; hanse: number; hanseLuebeck: number }): Promise<void> {
  const f = await seedFiles(tx, c.sommer);
  const own = [c.sommer];
  const shared = [c.sommer, c.brandt, c.hanse];
  const benefit = (title: string, description: string, icon: string, status: ContentStatus = "published") => ({ type: "benefit", title, description, icon: f[icon], status });
  const sommerBenefits = await insert(tx, "job_benefits", jobBenefits, [
    benefit("Mitarbeiterrabatt", "20 % Rabatt auf Möbel und Küchen aus unserem Sortiment – auch für Ihre Familie.", "icon-rabatt"),
    benefit("JobRad", "Ihr Wunschfahrrad per Gehaltsumwandlung, mit Zuschuss von Möbelhaus Sommer.", "icon-fahrrad"),
    benefit("Weiterbildung", "Schulungen bei unseren Herstellern und ein jährliches Weiterbildungsbudget.", "icon-weiterbildung"),
    benefit("Kaffee und Obst", "Frischer Kaffee und Obst für alle im Sozialraum.", "icon-kaffee", "draft"),
  ], own);
  await insert(tx, "job_benefits", jobBenefits, [
    benefit("Betriebliche Altersvorsorge (Verband)", "Die Verbandsrente mit Arbeitgeberzuschuss – für alle Mitgliedshäuser.", "icon-urlaub"),
    benefit("Verbandsakademie", "Kostenlose Seminare der Verbandsakademie zu Verkauf, Planung und Führung.", "icon-weiterbildung"),
  ], shared, c.sommer);
  await insert(tx, "job_benefits", jobBenefits, [
    { type: "value", title: "Beratung mit Herz", description: "Wir nehmen uns Zeit – für unsere Kundschaft und füreinander.", icon: f["icon-team"], status: "published" },
    { type: "value", title: "Familienunternehmen seit 1962", description: "Kurze Wege, offene Türen und Entscheidungen vor Ort in Bielefeld.", image: f["job-verkauf"], status: "published" },
    { type: "value", title: "Nachhaltig einrichten", description: "Langlebige Möbel, Reparatur statt Wegwerfen und Ökostrom in allen Filialen.", status: "draft" },
  ], own);
  await insert(tx, "job_benefits", jobBenefits, [{ type: "value", title: "Starke Gemeinschaft im Verband", description: "Als Mitglied des Einkaufsverbands Wohnen profitieren wir von über 400 Partnern.", status: "published" }], shared);
  await insert(tx, "job_benefits", jobBenefits, [
    { type: "employee_feedback", title: "Jeden Tag etwas Neues", description: "Keine Küchenplanung gleicht der anderen. Das Team hilft sich gegenseitig – das macht Spaß.", name: "Lena Hoffmann", job_title: "Küchenplanerin", status: "published" },
    { type: "employee_feedback", title: "Ausbildung mit Perspektive", description: "Nach meiner Ausbildung zum Kaufmann im Einzelhandel wurde ich direkt übernommen.", name: "Tim Kröger", job_title: "Verkaufsberater Polstermöbel", status: "published" },
  ], own);
  // Shared feedback is not Sommer's voice: spec §5 keeps it off Sommer's list.
  await insert(tx, "job_benefits", jobBenefits, [{ type: "employee_feedback", title: "Stimmen aus dem Verband", description: "Seit 15 Jahren im Verbund – ich schätze den Austausch zwischen den Häusern.", name: "Petra Lange", job_title: "Filialleiterin", status: "published" }], shared);

  const faqs = await insert(tx, "job_faqs", jobFaqs, [
    { question: "Wie läuft das Bewerbungsverfahren ab?", answer: "Nach Ihrer Bewerbung melden wir uns innerhalb einer Woche. Es folgen ein Kennenlerngespräch und ein Probearbeitstag in der Ausstellung.", status: "published" },
    { question: "Muss ich samstags arbeiten?", answer: "Im Verkauf arbeiten Sie an zwei Samstagen im Monat; dafür haben Sie einen freien Tag unter der Woche.", status: "published" },
    { question: "Gibt es Parkplätze für Mitarbeitende?", answer: "Ja, direkt hinter dem Haus an der Herforder Straße.", status: "draft" },
  ], own);
  await insert(tx, "job_faqs", jobFaqs, [{ is_template: true, question: "Welche Unterlagen brauchen Sie von mir?", answer: "Ein kurzes Anschreiben und Ihren Lebenslauf genügen; Zeugnisse können Sie nachreichen.", status: "published" }], own);
  await insert(tx, "job_faqs", jobFaqs, [{ is_template: true, question: "Kann ich mich auch ohne Branchenerfahrung bewerben?", answer: "Ja. Quereinsteigerinnen und Quereinsteiger arbeiten wir gründlich ein – mit Schulungen der Verbandsakademie.", status: "published" }], shared);

  const [address, contact] = [await firstOf(tx, addresses, c.sommer), await firstOf(tx, contacts, c.sommer)];
  const [mitarbeiterrabatt, jobrad, weiterbildung] = sommerBenefits;
  const [bewerbung, samstag] = faqs;
  await insert(tx, "jobs", jobs, [
    {
      title: "Verkaufsberater (m/w/d) Wohnen",
      employmentType: "FULL_TIME",
      industry: "Möbeleinzelhandel",
      short_description: "Sie beraten unsere Kundschaft in der Polster- und Wohnzimmerabteilung in Bielefeld.",
      // formatted text (decision 0530): the Markdown subset
      description:
        "Sie beraten Kundinnen und Kunden zu **Sofas, Wohnwänden und Leuchten**, planen Einrichtungen mit unserer Software und begleiten den Auftrag bis zur Lieferung.\n\nSie bringen *Freude am Verkauf* und Gespür für Wohnstile mit; eine Ausbildung im Einzelhandel ist von Vorteil. Fragen beantwortet Ihnen gern [unser Personalteam](mailto:karriere@moebel-sommer.de).",
      additional_description_left: "### Ihre Aufgaben\n\n- Beratung und Verkauf\n- Aufmaß beim Kunden\n- Pflege der Ausstellung",
      additional_description_right: "### Ihr Profil\n\n- kaufmännische Ausbildung\n- Kommunikationsstärke\n- Führerschein Klasse B",
      address,
      contact,
      job_benefits: [mitarbeiterrabatt, jobrad, weiterbildung],
      faqs: [bewerbung, samstag],
      image: f["job-verkauf"],
      datePosted: "2026-11-02",
      validThrough: "2027-01-31",
      jobStartDate: "2027-02-01",
      from_monthly_salary: 3200,
      to_monthly_salary: 3900,
      status: "published",
    },
    {
      title: "Fachkraft Lagerlogistik (m/w/d)",
      employmentType: "FULL_TIME",
      industry: "Logistik",
      short_description: "Wareneingang, Kommissionierung und Tourenplanung in unserem Zentrallager.",
      description: "Sie nehmen Möbel und Küchen im Wareneingang an, prüfen sie auf Schäden und stellen die Touren für unsere Montageteams zusammen.",
      address,
      contact,
      job_benefits: [mitarbeiterrabatt, jobrad],
      image: f["job-lager"],
      datePosted: "2026-11-10",
      validThrough: "2027-02-28",
      from_monthly_salary: 2800,
      to_monthly_salary: 3300,
      status: "draft",
    },
    {
      title: "Ausbildung Kaufmann/-frau im Einzelhandel 2027",
      employmentType: "INTERN_LB",
      industry: "Möbeleinzelhandel",
      description: "Drei Jahre Ausbildung in Verkauf, Lager und Kasse – mit Übernahmegarantie bei guten Leistungen.",
      address,
      job_benefits: [weiterbildung],
      faqs: [bewerbung],
      datePosted: "2026-09-01",
      validThrough: "2027-07-31",
      jobStartDate: "2027-08-01",
      from_monthly_salary: 1000,
      to_monthly_salary: 1250,
      status: "published",
    },
    { title: "Aushilfe Weihnachtsgeschäft 2025", employmentType: "TEMPORARY", description: "Unterstützung an der Kasse und im Geschenkeshop im Dezember.", from_monthly_salary: 600, to_monthly_salary: 600, status: "archived" },
    {
      is_template: true,
      title: "Vorlage: Küchenplaner (m/w/d)",
      employmentType: "FULL_TIME",
      industry: "Möbeleinzelhandel",
      short_description: "Sie planen Küchen mit unserer Kundschaft – vom ersten Entwurf bis zur Montage.",
      description: "Sie planen Küchen am Bildschirm und vor Ort, beraten zu Geräten und Arbeitsplatten und übergeben den Auftrag an unser Montageteam.",
      additional_description_left: "### Ihre Aufgaben\n\n1. Planung mit **KPS**\n2. Aufmaß beim Kunden\n3. Angebotserstellung",
      additional_description_right: "### Ihr Profil\n\n- Erfahrung in der Küchenplanung *oder*\n- Ausbildung als Tischler/-in",
      address,
      contact,
      job_benefits: [mitarbeiterrabatt, weiterbildung],
      faqs: [bewerbung],
      from_monthly_salary: 3400,
      to_monthly_salary: 4200,
      status: "draft",
    },
  ], own);
  await insert(tx, "jobs", jobs, [
    { is_template: true, title: "Verbandsvorlage: Verkäufer (m/w/d) Küche", employmentType: "FULL_TIME", industry: "Möbeleinzelhandel", description: "Mustertext des Verbands für Stellenanzeigen im Küchenverkauf: Beratung, Planung, Verkauf.", status: "published" },
  ], shared);

  // Wohnwelt Hanse Lübeck's own (luebeck@): another company's entries for the scope tests.
  const luebeck = [c.hanseLuebeck];
  await insert(tx, "job_benefits", jobBenefits, [{ type: "benefit", title: "Lübeck: Deutschlandticket", status: "draft" }], luebeck);
  await insert(tx, "job_faqs", jobFaqs, [{ question: "Lübeck: Wo parke ich?", answer: "Am Kundenparkplatz.", status: "draft" }], luebeck);
  await insert(tx, "jobs", jobs, [{ title: "Lübeck: Monteur (m/w/d)", description: "Montage von Küchen im Raum Lübeck.", status: "draft" }], luebeck);
}

