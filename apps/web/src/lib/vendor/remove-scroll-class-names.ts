/**
 * What Mantine's AppShell header, aside and footer take from react-remove-scroll: the class names that keep a
 * fixed bar clear of the scrollbar while a modal locks the page (react-remove-scroll-bar's constants, MIT).
 * vite.config.ts points their import here, so that the app shell does not load the scroll lock itself (4 kB
 * compressed), which modals bring when they open.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
