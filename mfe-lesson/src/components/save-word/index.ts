/** "Save as a word" (issue 45): shared by the lesson page and the room's chat; its form is a chunk of its own. */
export { SaveWord } from './save-word';
export { pageSelectionWithin, textAreaSelection } from './selection';
