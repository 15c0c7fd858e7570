// The parser's two shapes: what a document reader gives (lines of text in reading order, with
// where they sat on the page), and what the parser makes of them (a resume in the JSON Resume
// shape, https://jsonresume.org/schema, with the text every value came from).

/** The kinds of file the parser reads. */
export type DocumentKind = 'pdf' | 'docx' | 'rtf' | 'text';

/**
 * One line of a document, in reading order. Positions are in points from the page's top left;
 * documents without geometry (DOCX, RTF, text) give a line per paragraph with x = 0 and the
 * y of its order, and fontSize/bold from their styles where known.
 * The cells of a table row, and text set far apart on one baseline (a date on the right margin), are one line with the pieces separated by a tab ("\t").
 */
export interface TextLine {
  text: string;
  /** 1-based. */
  page: number;
  x: number;
  y: number;
  width: number;
  /** The line's main font size in points; 0 when unknown. */
  fontSize: number;
  bold: boolean;
  /** A heading by the document's own markup (a DOCX heading style, an RTF outline level). */
  heading?: boolean;
  /** A list item by the document's markup (bullet or number). */
  listItem?: boolean;
  /** The line came from OCR. */
  ocr?: boolean;
  /**
   * On a scanned line, its words that stand right beside a word OCR saw but was too unsure of to
   * read ("SAP" before an unread "PM"): a name they are part of may have lost that word.
   */
  besideUnread?: string[];
}

export interface ReadDocument {
  kind: DocumentKind;
  lines: TextLine[];
  pages: number;
  /** Pages that had no text layer and were read with OCR. */
  ocrPages: number;
}

/** Why a file gives no resume; `message` is for the talent. */
export type ResumeFailureCode =
  | 'unsupported' // not a kind we read
  | 'corrupt' // cannot be opened
  | 'password' // encrypted
  | 'empty' // no text, even with OCR
  | 'too-long' // far longer than a resume
  | 'not-resume'; // text, but nothing of a resume in it

export class ResumeParseError extends Error {
  constructor(
    readonly code: ResumeFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'ResumeParseError';
  }
}

/** ISO 8601 partial dates as JSON Resume has them: "2019", "2019-03" or "2019-03-14". */
export type PartialDate = string;

export interface ResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  countryCode?: string;
}

export interface ResumeProfile {
  network?: string;
  username?: string;
  url: string;
}

export interface ResumeBasics {
  name?: string;
  /** The headline or current title ("Registered Nurse"). */
  label?: string;
  /** The taxonomy occupation the label resolves to. */
  occupationId?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: ResumeLocation;
  profiles?: ResumeProfile[];
}

export interface ResumeWork {
  /** The employer. */
  name?: string;
  position?: string;
  occupationId?: string;
  location?: string;
  startDate?: PartialDate;
  endDate?: PartialDate;
  /** Still in this role ("Present", "Current", "Since 2021"). */
  current?: boolean;
  summary?: string;
  highlights?: string[];
}

export interface ResumeEducation {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: PartialDate;
  endDate?: PartialDate;
  score?: string;
}

export interface ResumeCertificate {
  name: string;
  /** A licence or ticket (driver licence, white card, RSA) rather than a course certificate. */
  licence: boolean;
  taxonomyId?: string;
  issuer?: string;
  date?: PartialDate;
}

export interface ResumeSkill {
  name: string;
  taxonomyId?: string;
  category?: string;
}

export interface ResumeLanguage {
  language: string;
  fluency?: string;
}

export interface Resume {
  basics: ResumeBasics;
  work: ResumeWork[];
  education: ResumeEducation[];
  certificates: ResumeCertificate[];
  skills: ResumeSkill[];
  languages: ResumeLanguage[];
}

export interface ParsedResume {
  resume: Resume;
  /**
   * The text each value came from, keyed by its path in `resume` ("basics.email",
   * "work[0].startDate", "skills[3].name"). Every value the parser sets has its source here.
   */
  sources: Record<string, string>;
  kind: DocumentKind;
  pages: number;
  ocrPages: number;
  /** Things the talent may want to know ("2 pages were read with OCR"). */
  warnings: string[];
}
