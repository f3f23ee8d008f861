import { defineMessages } from '@/i18n/define-messages';

export const documentsMessages = defineMessages({
  title: {
    id: 'financing.documents.title',
    defaultMessage: 'Your documents',
    description: 'Heading of the documents of a financing request',
  },
  intro: {
    id: 'financing.documents.intro',
    defaultMessage:
      'The bank decides on these papers. Upload each as a PDF, JPEG or PNG of up to {size}; we check each one and tell you if one must be uploaded again.',
    description: 'Above the documents of a financing request; {size} is the largest file size',
  },
  progress: {
    id: 'financing.documents.progress',
    defaultMessage: '{done} of {total} documents uploaded',
    description: 'How many of the needed documents were uploaded',
  },
  missing: {
    id: 'financing.documents.missing',
    defaultMessage: 'Not uploaded yet',
    description: 'A needed document that has not been uploaded',
  },
  file: {
    id: 'financing.documents.file',
    defaultMessage: '{name}, {size}, uploaded {date}',
    description: 'An uploaded document: its file name, size and upload date',
  },
  download: {
    id: 'financing.documents.download',
    defaultMessage: 'Download {name}',
    description: 'Link that downloads an uploaded document; {name} is its file name',
  },
  choose: {
    id: 'financing.documents.choose',
    defaultMessage: 'File for: {kind}',
    description: 'Label of the file field of one document; {kind} is the document’s name',
  },
  upload: {
    id: 'financing.documents.upload',
    defaultMessage: 'Upload',
    description: 'Button that uploads the chosen document',
  },
  replace: {
    id: 'financing.documents.replace',
    defaultMessage: 'Replace',
    description: 'Button that uploads a file in place of the document already there',
  },
  uploadAgain: {
    id: 'financing.documents.uploadAgain',
    defaultMessage: 'Upload again',
    description: 'Button that uploads a rejected document again',
  },
  cancelUpload: {
    id: 'financing.documents.cancelUpload',
    defaultMessage: 'Cancel upload',
    description: 'Button that stops an upload in progress',
  },
  delete: {
    id: 'financing.documents.delete',
    defaultMessage: 'Delete {name}',
    description: 'Button that deletes an uploaded document; {name} is its file name',
  },
  uploadedNotice: {
    id: 'financing.documents.uploadedNotice',
    defaultMessage: '{kind}: uploaded. We will review it shortly.',
    description: 'Announced when a document was uploaded',
  },
  canceledNotice: {
    id: 'financing.documents.canceledNotice',
    defaultMessage: '{kind}: upload cancelled. Nothing was sent.',
    description: 'Announced when the customer stopped an upload',
  },
  deletedNotice: {
    id: 'financing.documents.deletedNotice',
    defaultMessage: '{kind}: document deleted.',
    description: 'Announced when a document was deleted',
  },
  rejectedReason: {
    id: 'financing.documents.rejectedReason',
    defaultMessage: 'Why: {reason}',
    description: 'The reason a document was rejected, under it',
  },
});
