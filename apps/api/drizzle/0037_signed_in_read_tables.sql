-- Signed-in reads kept in each API process are stamped by the writes announced to the tables they read
-- (decision 0083). One announcement per statement and table, on the public-versions channel, at commit
-- (NOTIFY is transactional; a repeated payload in one transaction is sent once). No counter row is
-- written, so no write waits on another; each process counts what it hears.
CREATE OR REPLACE FUNCTION anunciar_tabla() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('versiones_publicas', 'tabla:' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The list matches ANNOUNCED_TABLES in infra/table-versions.ts (signed-in-reads.test.ts checks it).
DO $$
DECLARE
  tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['cargos_catalogo', 'categorias', 'ciudades', 'parametros_legales', 'carritos',
    'carrito_items', 'empresas', 'grupos', 'usuarios', 'procesos', 'vacantes', 'postulaciones']
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tabla || '_anuncio', tabla);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION anunciar_tabla()',
      tabla || '_anuncio', tabla);
  END LOOP;
END;
$$;
