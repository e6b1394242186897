CREATE TABLE "certificados_laborales" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_mision" integer NOT NULL,
	"codigo" text NOT NULL,
	"incluye_salario" boolean NOT NULL,
	"sha256" text NOT NULL,
	"emitido_en" timestamp with time zone NOT NULL,
	CONSTRAINT "certificados_laborales_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "codigos_firma" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_contrato" integer NOT NULL,
	"rol" text NOT NULL,
	"id_usuario" integer,
	"codigo_hash" text NOT NULL,
	"correo" text NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "codigos_firma_rol_check" CHECK ("codigos_firma"."rol" in ('trabajador', 'agencia'))
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id_contrato" serial PRIMARY KEY NOT NULL,
	"id_mision" integer NOT NULL,
	"id_plantilla" integer NOT NULL,
	"tipo" text NOT NULL,
	"codigo" text NOT NULL,
	"texto" text NOT NULL,
	"pdf_documento" "bytea" NOT NULL,
	"sha256_documento" text NOT NULL,
	"estado" text DEFAULT 'por_firmar_trabajador' NOT NULL,
	"pdf_firmado" "bytea",
	"sha256_firmado" text,
	"emitido_por" integer NOT NULL,
	"emitido_en" timestamp with time zone DEFAULT now() NOT NULL,
	"anulado_en" timestamp with time zone,
	CONSTRAINT "contratos_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "contratos_tipo_check" CHECK ("contratos"."tipo" in ('obra_labor', 'termino_fijo')),
	CONSTRAINT "contratos_estado_check" CHECK ("contratos"."estado" in ('por_firmar_trabajador', 'por_firmar_agencia', 'firmado', 'anulado')),
	CONSTRAINT "contratos_firmado_check" CHECK (("contratos"."estado" = 'firmado') = ("contratos"."pdf_firmado" is not null and "contratos"."sha256_firmado" is not null))
);
--> statement-breakpoint
CREATE TABLE "firmas_contrato" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_contrato" integer NOT NULL,
	"rol" text NOT NULL,
	"nombre" text NOT NULL,
	"documento" text NOT NULL,
	"correo" text NOT NULL,
	"ip" text NOT NULL,
	"agente" text NOT NULL,
	"consentimiento" text NOT NULL,
	"id_usuario" integer,
	"firmado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "firmas_contrato_rol_check" CHECK ("firmas_contrato"."rol" in ('trabajador', 'agencia'))
);
--> statement-breakpoint
ALTER TABLE "certificados_laborales" ADD CONSTRAINT "certificados_laborales_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_firma" ADD CONSTRAINT "codigos_firma_id_contrato_contratos_id_contrato_fk" FOREIGN KEY ("id_contrato") REFERENCES "public"."contratos"("id_contrato") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_firma" ADD CONSTRAINT "codigos_firma_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_id_mision_misiones_id_mision_fk" FOREIGN KEY ("id_mision") REFERENCES "public"."misiones"("id_mision") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_id_plantilla_plantillas_contrato_id_fk" FOREIGN KEY ("id_plantilla") REFERENCES "public"."plantillas_contrato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_emitido_por_usuarios_id_usuario_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmas_contrato" ADD CONSTRAINT "firmas_contrato_id_contrato_contratos_id_contrato_fk" FOREIGN KEY ("id_contrato") REFERENCES "public"."contratos"("id_contrato") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmas_contrato" ADD CONSTRAINT "firmas_contrato_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_firma_contrato" ON "codigos_firma" USING btree ("id_contrato","rol","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_vigente_por_mision" ON "contratos" USING btree ("id_mision") WHERE "contratos"."estado" <> 'anulado';--> statement-breakpoint
CREATE UNIQUE INDEX "firmas_contrato_rol" ON "firmas_contrato" USING btree ("id_contrato","rol");