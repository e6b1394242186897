CREATE TABLE "misiones" (
	"id_mision" serial PRIMARY KEY NOT NULL,
	"id_postulacion" integer NOT NULL,
	"id_empresa" integer NOT NULL,
	"servicio" text NOT NULL,
	"causal" text NOT NULL,
	"reemplazo_persona" text,
	"reemplazo_motivo" text,
	"inicio" date NOT NULL,
	"fin_previsto" date NOT NULL,
	"salario" integer NOT NULL,
	"tiempo_completo" boolean DEFAULT true NOT NULL,
	"terminada_el" date,
	"motivo_terminacion" text,
	"nota_terminacion" text,
	"aviso_30_en" timestamp with time zone,
	"aviso_15_en" timestamp with time zone,
	"id_usuario" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misiones_causal_check" CHECK ("misiones"."causal" in ('ocasional', 'reemplazo', 'incremento')),
	CONSTRAINT "misiones_reemplazo_check" CHECK ("misiones"."reemplazo_motivo" is null or "misiones"."reemplazo_motivo" in ('vacaciones', 'licencia', 'incapacidad', 'maternidad')),
	CONSTRAINT "misiones_terminacion_check" CHECK (("misiones"."terminada_el" is null) = ("misiones"."motivo_terminacion" is null) and ("misiones"."motivo_terminacion" is null or "misiones"."motivo_terminacion" in ('fin_labor', 'vencimiento', 'regreso_reemplazado', 'renuncia', 'mutuo_acuerdo', 'justa_causa', 'solicitud_empresa'))),
	CONSTRAINT "misiones_fechas_check" CHECK ("misiones"."fin_previsto" >= "misiones"."inicio")
);
--> statement-breakpoint
CREATE TABLE "prorrogas_mision" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_mision" integer NOT NULL,
	"fin_anterior" date NOT NULL,
	"fin_nuevo" date NOT NULL,
	"nota" text,
	"id_usuario" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametros_legales" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"vigente_desde" date NOT NULL,
	"valor" integer NOT NULL,
	"fuente" text NOT NULL,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parametros_legales_clave_check" CHECK ("parametros_legales"."clave" in ('smmlv', 'auxilio_transporte'))
);
--> statement-breakpoint
ALTER TABLE "misiones" ADD CONSTRAINT "misiones_id_postulacion_postulaciones_id_postulacion_fk" FOREIGN KEY ("id_postulacion") REFERENCES "public"."postulaciones"("id_postulacion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misiones" ADD CONSTRAINT "misiones_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "misiones" ADD CONSTRAINT "misiones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prorrogas_mision" ADD CONSTRAINT "prorrogas_mision_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prorrogas_mision" ADD CONSTRAINT "prorrogas_mision_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametros_legales" ADD CONSTRAINT "parametros_legales_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "misiones_postulacion" ON "misiones" USING btree ("id_postulacion");--> statement-breakpoint
CREATE INDEX "misiones_empresa_servicio" ON "misiones" USING btree ("id_empresa","servicio");--> statement-breakpoint
CREATE INDEX "misiones_fin" ON "misiones" USING btree ("fin_previsto");--> statement-breakpoint
CREATE INDEX "prorrogas_mision_mision" ON "prorrogas_mision" USING btree ("id_mision","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parametros_legales_clave_desde" ON "parametros_legales" USING btree ("clave","vigente_desde");--> statement-breakpoint
-- The figures in force when this version shipped (decision 0064); later ones are added by admins.
INSERT INTO "parametros_legales" ("clave", "vigente_desde", "valor", "fuente") VALUES
  ('smmlv', '2025-01-01', 1423500, 'Decreto 1572 de 2024'),
  ('smmlv', '2026-01-01', 1750905, 'Decreto 1469 de 2025; transitorio: Decreto 0159 de 2026'),
  ('auxilio_transporte', '2025-01-01', 200000, 'Decreto 1573 de 2024'),
  ('auxilio_transporte', '2026-01-01', 249095, 'Decreto 1470 de 2025');
