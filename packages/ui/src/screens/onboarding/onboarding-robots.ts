import { templateSteps } from '@console/api';

/** What each robot of the first run's starters does, in a phrase; others read by their robot's name. */
const ROBOT_PHRASES: Record<string, string> = {
  '/file/filter': 'Checks the file’s type and turns away anything else',
  '/video/encode': 'Encodes the video',
  '/video/thumbs': 'Takes stills from the video',
  '/image/resize': 'Resizes the image',
  '/audio/encode': 'Encodes the audio',
  '/audio/waveform': 'Draws the audio’s waveform',
  '/document/convert': 'Converts the document',
  '/document/thumbs': 'Renders the document’s pages as images',
  '/s3/store': 'Stores the file in your S3 bucket',
};

export function robotPhrase(robot: string | null): string {
  if (robot === null) return 'Has no robot';
  return ROBOT_PHRASES[robot] ?? `Runs ${robot}`;
}

/** The steps a template runs after taking the upload, in its order. */
export function processingSteps(json: string): { name: string; robot: string | null }[] {
  return (templateSteps(json) ?? []).filter(
    (step) => step.name !== ':original' && step.robot !== '/upload/handle',
  );
}
