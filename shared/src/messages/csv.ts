import type { Catalogue } from './types';

/**
 * Reading import files (issue 24, docs/imports.md): the problems of a whole file, which refuse it before any
 * write, and of one row, which fail that row only. Each row's sentence names its row, so it reads alone in an
 * error report or a list. `order` is the organisation's date order: mdy (English) or dmy (Spanish).
 */
export const csvMessages = {
  'csv.file.empty': {
    en: 'The file is empty: it has no header row.',
    es: 'El archivo está vacío: no tiene fila de encabezado.',
  },
  'csv.file.no_rows': { en: 'The file has no rows to import.', es: 'El archivo no tiene filas que importar.' },
  'csv.file.spreadsheet': {
    en: 'This is a spreadsheet workbook, not a CSV file. Save it as "CSV UTF-8" and upload that file.',
    es: 'Es un libro de hoja de cálculo, no un archivo CSV. Guárdelo como "CSV UTF-8" y suba ese archivo.',
  },
  'csv.file.not_text': {
    en: 'The file is not text that can be read as CSV. Save it as "CSV UTF-8" and upload it again.',
    es: 'El archivo no es texto que se pueda leer como CSV. Guárdelo como "CSV UTF-8" y vuelva a subirlo.',
  },
  // The three faults csv-parse names; "line" is the line where the faulty row starts.
  'csv.file.unreadable': {
    en: 'The file could not be read as CSV: {reason, select, unclosed_quote {a quoted field is not closed (from line {line})} after_closing_quote {unexpected character after a closing quote on line {line}} quote_in_field {a quote inside an unquoted field on line {line}} other {the record on line {line} cannot be read}}',
    es: 'El archivo no se pudo leer como CSV: {reason, select, unclosed_quote {un campo entre comillas no está cerrado (desde la línea {line})} after_closing_quote {hay un carácter inesperado después de unas comillas de cierre en la línea {line}} quote_in_field {hay unas comillas dentro de un campo sin comillas en la línea {line}} other {el registro de la línea {line} no se puede leer}}',
  },
  'csv.header.missing_column': {
    en: 'The file has no "{column}" column.',
    es: 'El archivo no tiene la columna "{column}".',
  },
  'csv.header.duplicate_column': {
    en: 'The columns "{first}" and "{second}" are both "{column}": keep one of them.',
    es: 'Las columnas "{first}" y "{second}" son ambas "{column}": deje solo una.',
  },
  'csv.row.required': {
    en: 'Row {row}: "{column}" cannot be left blank.',
    es: 'Fila {row}: "{column}" no puede dejarse en blanco.',
  },
  'csv.row.too_long': {
    en: 'Row {row}: "{column}" must be {max} characters or fewer.',
    es: 'Fila {row}: "{column}" debe tener {max} caracteres o menos.',
  },
  'csv.row.invalid_email': {
    en: 'Row {row}: "{value}" in "{column}" is not an email address.',
    es: 'Fila {row}: "{value}" en "{column}" no es una dirección de correo electrónico.',
  },
  'csv.row.invalid_date': {
    en: 'Row {row}: "{value}" in "{column}" is not a date. Write it as {order, select, mdy {mm/dd/yyyy} other {dd/mm/yyyy}} or yyyy-mm-dd.',
    es: 'Fila {row}: "{value}" en "{column}" no es una fecha. Escríbala como {order, select, mdy {mm/dd/aaaa} other {dd/mm/aaaa}} o aaaa-mm-dd.',
  },
  'csv.row.two_digit_year': {
    en: 'Row {row}: the date "{value}" in "{column}" has a two-digit year. Write the year in full: {order, select, mdy {mm/dd/yyyy} other {dd/mm/yyyy}} or yyyy-mm-dd.',
    es: 'Fila {row}: la fecha "{value}" en "{column}" tiene el año con dos cifras. Escriba el año completo: {order, select, mdy {mm/dd/aaaa} other {dd/mm/aaaa}} o aaaa-mm-dd.',
  },
  'csv.row.invalid_integer': {
    en: 'Row {row}: "{value}" in "{column}" is not a whole number.',
    es: 'Fila {row}: "{value}" en "{column}" no es un número entero.',
  },
  'csv.row.out_of_range': {
    en: 'Row {row}: "{value}" in "{column}" must be between {min} and {max}.',
    es: 'Fila {row}: "{value}" en "{column}" debe estar entre {min} y {max}.',
  },
  'csv.row.invalid_boolean': {
    en: 'Row {row}: "{value}" in "{column}" is not yes or no. Write true or false, yes or no, or 1 or 0.',
    es: 'Fila {row}: "{value}" en "{column}" no es sí o no. Escriba true o false, sí o no, o 1 o 0.',
  },
  'csv.row.unknown_value': {
    en: 'Row {row}: "{value}" in "{column}" is not one of: {accepted}.',
    es: 'Fila {row}: "{value}" en "{column}" no es uno de estos valores: {accepted}.',
  },
  'csv.row.unreadable_character': {
    en: 'Row {row}: "{column}" holds a character that could not be read (�). Save the file as "CSV UTF-8" and upload it again.',
    es: 'Fila {row}: "{column}" contiene un carácter que no se pudo leer (�). Guarde el archivo como "CSV UTF-8" y vuelva a subirlo.',
  },
  'csv.row.extra_cells': {
    en: 'Row {row} has {cells} cells for {columns} columns: a value that holds a {delimiter, select, semicolon {semicolon} tab {tab} other {comma}} must be in double quotes.',
    es: 'La fila {row} tiene {cells} celdas para {columns} columnas: un valor que contiene {delimiter, select, semicolon {un punto y coma} tab {un tabulador} other {una coma}} debe ir entre comillas dobles.',
  },
} satisfies Catalogue;

export type CsvMessageKey = keyof typeof csvMessages;
