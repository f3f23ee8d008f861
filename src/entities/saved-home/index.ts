export { SaveButton } from './save-button';
export { alertFrequencyMessages, savedHomeMessages } from './messages';
export { useSavedHomes, useToggleSaved, type SavedListing } from './use-saved-homes';
