import { defineMessages } from '@/i18n/define-messages';

export const galleryMessages = {
  ...defineMessages({
    zoomIn: {
      id: 'gallery.zoomIn',
      defaultMessage: 'Zoom in on the picture',
      description: 'Button of the full-screen gallery',
    },
    zoomOut: {
      id: 'gallery.zoomOut',
      defaultMessage: 'Zoom out of the picture',
      description: 'Button of the full-screen gallery',
    },
    dialog: {
      id: 'gallery.dialog',
      defaultMessage: 'Photos of {title}',
      description: 'Name of the full-screen gallery dialog',
    },
    photosTab: {
      id: 'gallery.photosTab',
      defaultMessage: 'Photos ({count})',
      description: 'Tab of the full-screen gallery',
    },
    plansTab: {
      id: 'gallery.plansTab',
      defaultMessage: 'Floor plans ({count})',
      description: 'Tab of the full-screen gallery',
    },
    counter: {
      id: 'gallery.counter',
      defaultMessage: '{index} / {count}',
      description: 'Visible counter of the full-screen gallery',
    },
    position: {
      id: 'gallery.position',
      defaultMessage: 'Picture {index} of {count}',
      description: 'Counter of the full-screen gallery, read by screen readers',
    },
    previous: {
      id: 'gallery.previous',
      defaultMessage: 'Previous picture',
      description: 'Button of the full-screen gallery',
    },
    next: {
      id: 'gallery.next',
      defaultMessage: 'Next picture',
      description: 'Button of the full-screen gallery',
    },
    hint: {
      id: 'gallery.hint',
      defaultMessage:
        'Swipe or use the arrow keys to move between pictures; pinch or double-tap to zoom.',
      description: 'How to use the full-screen gallery (read with the dialog)',
    },
    open: {
      id: 'gallery.open',
      defaultMessage: 'Open {name} full screen',
      description: 'Button on a photo of a listing page; name is the photo’s description',
    },
    more: {
      id: 'gallery.more',
      defaultMessage: '+{count}',
      description: 'Over the last photo of the grid: how many more photos the gallery has',
    },
    all: {
      id: 'gallery.all',
      defaultMessage: 'All {count} photos',
      description: 'Button under the photo grid that opens the full-screen gallery',
    },
    plans: {
      id: 'gallery.plans',
      defaultMessage: 'Floor plans',
      description: 'Button under the photo grid that opens the gallery on the floor plans',
    },
    loading: {
      id: 'gallery.loading',
      defaultMessage: 'Opening the gallery…',
      description: 'While the full-screen gallery loads',
    },
  }),
};
