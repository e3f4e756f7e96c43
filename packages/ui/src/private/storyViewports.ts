/** Story parameters for an Android phone 360 px wide, the product's smallest target (the test browser takes it). */
export const phone360 = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        mobile360: { name: 'Android 360 × 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
} as const;
