import {
  AudioLines,
  Box,
  Braces,
  CloudDownload,
  CloudUpload,
  CodeXml,
  File,
  FileText,
  Film,
  Gauge,
  Globe,
  Image,
  Languages,
  type LucideIcon,
  Mic,
  Sparkles,
  SquareTerminal,
  Tags,
  Upload,
} from 'lucide-react';

/** What a step does, as the graph shows it: where files come from, what is done to them, where they go. */
export type StepCategory = { label: string; Icon: LucideIcon; kind: 'import' | 'process' | 'export' };

function processing(label: string, Icon: LucideIcon): StepCategory {
  return { label, Icon, kind: 'process' };
}

const UPLOADS: StepCategory = { label: 'Uploads', Icon: Upload, kind: 'import' };
const IMPORT: StepCategory = { label: 'Import', Icon: CloudDownload, kind: 'import' };
const EXPORT: StepCategory = { label: 'Export', Icon: CloudUpload, kind: 'export' };
const DELIVERY: StepCategory = { label: 'Delivery', Icon: Globe, kind: 'export' };
const OTHER = processing('Step', Box);

/** Robot families by the first segment of their path; the storage services are told apart by their second. */
const FAMILIES: Record<string, StepCategory> = {
  upload: UPLOADS,
  image: processing('Image', Image),
  video: processing('Video', Film),
  audio: processing('Audio', AudioLines),
  document: processing('Document', FileText),
  file: processing('File', File),
  text: processing('Text', Languages),
  speech: processing('Speech', Mic),
  ai: processing('AI', Sparkles),
  html: processing('HTML', CodeXml),
  meta: processing('Metadata', Tags),
  script: processing('Script', SquareTerminal),
  assembly: processing('Assembly', Braces),
  progress: processing('Progress', Gauge),
};

const BY_ACTION: Record<string, StepCategory> = { import: IMPORT, store: EXPORT, deliver: DELIVERY };

/** The category of a robot path such as `/image/resize` or `/s3/store`; null (no robot yet) reads as a plain step. */
export function stepCategory(robot: string | null): StepCategory {
  const [family = '', action = ''] = (robot ?? '').split('/').filter(Boolean);
  return FAMILIES[family] ?? BY_ACTION[action] ?? OTHER;
}

/** The uploads node drawn when the template uses `:original` without defining it. */
export const UPLOADS_CATEGORY = UPLOADS;
