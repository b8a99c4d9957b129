import { defineMessage } from '../../lib/i18n/messages';

// The rich-text editor's words. The back office speaks English; the portal's RFI forms use
// the same editor in the client's language.
export const loading = defineMessage({ id: 'editor.loading', defaultMessage: 'Loading editor…' });
export const loadFailed = defineMessage({
  id: 'editor.loadFailed',
  defaultMessage: 'The editor could not be loaded. Reload the page and try again.',
  description: "The editor's code is fetched when the form opens; this says that fetch failed",
});
export const formatting = defineMessage({ id: 'editor.formatting', defaultMessage: 'Formatting', description: "The name of the editor's toolbar" });
export const withShortcut = defineMessage({
  id: 'editor.withShortcut',
  defaultMessage: '{label} ({shortcut})',
  description: 'A toolbar button\'s tooltip with its keyboard shortcut: "Bold (Ctrl+B)"',
});

export const heading = defineMessage({ id: 'editor.heading', defaultMessage: 'Heading', description: 'The list of paragraph kinds: normal text or a heading level' });
export const normalText = defineMessage({ id: 'editor.normalText', defaultMessage: 'Normal text' });
export const headingLevel = defineMessage({ id: 'editor.headingLevel', defaultMessage: 'Heading {level}', description: 'A heading level, 1 (largest) to 6' });
export const font = defineMessage({ id: 'editor.font', defaultMessage: 'Font' });
export const defaultFont = defineMessage({ id: 'editor.defaultFont', defaultMessage: 'Default font' });

export const bold = defineMessage({ id: 'editor.bold', defaultMessage: 'Bold' });
export const italic = defineMessage({ id: 'editor.italic', defaultMessage: 'Italic' });
export const underline = defineMessage({ id: 'editor.underline', defaultMessage: 'Underline' });

export const textColour = defineMessage({ id: 'editor.textColour', defaultMessage: 'Text colour' });
export const defaultColour = defineMessage({ id: 'editor.defaultColour', defaultMessage: 'Default colour' });
export const backgroundColour = defineMessage({ id: 'editor.backgroundColour', defaultMessage: 'Background colour', description: 'The highlight behind the text' });
export const noBackground = defineMessage({ id: 'editor.noBackground', defaultMessage: 'No background' });
export const black = defineMessage({ id: 'editor.colour.black', defaultMessage: 'Black' });
export const darkGrey = defineMessage({ id: 'editor.colour.darkGrey', defaultMessage: 'Dark grey' });
export const red = defineMessage({ id: 'editor.colour.red', defaultMessage: 'Red' });
export const orange = defineMessage({ id: 'editor.colour.orange', defaultMessage: 'Orange' });
export const green = defineMessage({ id: 'editor.colour.green', defaultMessage: 'Green' });
export const blue = defineMessage({ id: 'editor.colour.blue', defaultMessage: 'Blue' });
export const purple = defineMessage({ id: 'editor.colour.purple', defaultMessage: 'Purple' });
export const yellow = defineMessage({ id: 'editor.colour.yellow', defaultMessage: 'Yellow' });
export const lightGreen = defineMessage({ id: 'editor.colour.lightGreen', defaultMessage: 'Light green' });
export const lightBlue = defineMessage({ id: 'editor.colour.lightBlue', defaultMessage: 'Light blue' });
export const pink = defineMessage({ id: 'editor.colour.pink', defaultMessage: 'Pink' });
export const lightGrey = defineMessage({ id: 'editor.colour.lightGrey', defaultMessage: 'Light grey' });

export const numberedList = defineMessage({ id: 'editor.numberedList', defaultMessage: 'Numbered list' });
export const bulletedList = defineMessage({ id: 'editor.bulletedList', defaultMessage: 'Bulleted list' });
export const alignLeft = defineMessage({ id: 'editor.alignLeft', defaultMessage: 'Align left' });
export const alignCenter = defineMessage({ id: 'editor.alignCenter', defaultMessage: 'Align center' });
export const alignRight = defineMessage({ id: 'editor.alignRight', defaultMessage: 'Align right' });
export const justify = defineMessage({ id: 'editor.justify', defaultMessage: 'Justify' });
export const link = defineMessage({ id: 'editor.link', defaultMessage: 'Link', description: 'A web link in the text: its toolbar button and the form that sets its address' });
export const insertImage = defineMessage({ id: 'editor.insertImage', defaultMessage: 'Insert image' });
export const codeBlock = defineMessage({ id: 'editor.codeBlock', defaultMessage: 'Code block' });
export const clearFormatting = defineMessage({ id: 'editor.clearFormatting', defaultMessage: 'Clear formatting' });

export const linkAddress = defineMessage({ id: 'editor.linkAddress', defaultMessage: 'Link address' });
export const applyLink = defineMessage({ id: 'editor.applyLink', defaultMessage: 'Apply link' });
export const removeLink = defineMessage({ id: 'editor.removeLink', defaultMessage: 'Remove link' });
export const cancel = defineMessage({ id: 'editor.cancel', defaultMessage: 'Cancel' });
export const linkError = defineMessage({
  id: 'editor.linkError',
  defaultMessage: 'Enter an address starting with http://, https:// or mailto:',
  description: 'The server keeps links to these schemes only',
});

export const imageUpload = defineMessage({ id: 'editor.imageUpload', defaultMessage: 'Image upload', description: "The name of the image upload's progress bar" });
export const uploadingImage = defineMessage({ id: 'editor.uploadingImage', defaultMessage: 'Uploading image… {percent}%' });
export const imageInserted = defineMessage({ id: 'editor.imageInserted', defaultMessage: 'Image inserted.' });
export const imageFailed = defineMessage({
  id: 'editor.imageFailed',
  defaultMessage: 'The image could not be uploaded: {reason}',
  description: "reason is the upload's error, as the server or the browser gave it",
});
