import type { ThemeProps } from '@rjsf/core';
import { accessibleStandardWidgets, productWidgets } from '../widgets';
import { BaseInputTemplate } from './BaseInputTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

/** The product's rjsf theme: accessible templates plus the product widgets. */
export const formTheme: ThemeProps = {
  templates: { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate },
  widgets: { ...accessibleStandardWidgets, ...productWidgets },
};
