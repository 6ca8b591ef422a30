/**
 * The sample form a theme frame draws with with_form=true (spec 2 §9 "Sample data: attachment max size
 * 2048, min word count 30"): a title, a text area with a 30-word minimum and an attachment.
 */
export const SAMPLE_FORM = {
  title: 'Sample Assignment',
  pages: [
    {
      id: 'sample-page-1',
      title: 'New Page',
      components: [
        { component_id: 'sample-title', type: 'title', label: 'Title', optional: true },
        {
          component_id: 'sample-textarea',
          type: 'textarea',
          label: 'Reflection',
          optional: false,
          min_word_count: '30',
        },
        {
          component_id: 'sample-attachment',
          type: 'file_upload',
          label: 'Evidence',
          optional: true,
          file_type: 'any',
          maximum_size: 2048,
        },
      ],
    },
  ],
};
