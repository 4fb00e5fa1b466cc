import { Code, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { TEMPLATE_FIELDS, TEMPLATE_LISTS, type TemplateList } from '@mizan/shared/templates';
import { useTranslation } from 'react-i18next';

/** A field's code as the template writes it, read left to right in every language. */
const FieldCode = ({ children }: { children: string }) => (
  <bdi dir="ltr">
    <Code>{children}</Code>
  </bdi>
);

/**
 * The documented list of what a template may hold (shared/src/templates.ts, the list the upload
 * checks): each field worded in the reader's language beside its code, then the repeated sections
 * and the fields of their elements.
 */
export const TemplateFields = () => {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="4" data-testid="template-fields">
      <Heading as="h2" size="md">
        {t('templates.fieldsTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('templates.fieldsIntro')}
      </Text>
      <DataList.Root orientation="horizontal" size="sm">
        {TEMPLATE_FIELDS.map((field) => (
          <DataList.Item key={field} data-field={field}>
            <DataList.ItemLabel>{t(`templates.fields.${field}`)}</DataList.ItemLabel>
            <DataList.ItemValue>
              <FieldCode>{`{${field}}`}</FieldCode>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h3" size="sm">
        {t('templates.listsTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('templates.listsIntro')}
      </Text>
      {(Object.keys(TEMPLATE_LISTS) as TemplateList[]).map((list) => (
        <Stack key={list} gap="2" data-list={list}>
          <Text fontWeight="medium">
            {t(`templates.lists.${list}`)} <FieldCode>{`{#${list}}…{/${list}}`}</FieldCode>
          </Text>
          <DataList.Root orientation="horizontal" size="sm" ps="4">
            {TEMPLATE_LISTS[list].map((field) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{t(`templates.partFields.${field}`)}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <FieldCode>{`{${field}}`}</FieldCode>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      ))}
    </Stack>
  );
};
