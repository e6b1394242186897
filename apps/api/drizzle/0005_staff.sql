CREATE TABLE "auditoria" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"actor" text NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id_empresa" serial PRIMARY KEY NOT NULL,
	"nit" text NOT NULL,
	"digito_verificacion" smallint NOT NULL,
	"razon_social" text NOT NULL,
	"id_grupo" integer NOT NULL,
	"correo" text,
	"telefono" text,
	"direccion" text,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_nit_unique" UNIQUE("nit")
);
--> statement-breakpoint
CREATE TABLE "grupos" (
	"id_grupo" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "staff_invitaciones" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sesiones" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"csrf_hash" text NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"correo" text NOT NULL,
	"primer_nombre" text NOT NULL,
	"primer_apellido" text NOT NULL,
	"rol" text NOT NULL,
	"id_grupo" integer,
	"id_empresa" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"password_hash" text,
	"intentos_fallidos" integer DEFAULT 0 NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_correo_unique" UNIQUE("correo"),
	CONSTRAINT "usuarios_rol_check" CHECK ("usuarios"."rol" in ('admin', 'director', 'disenador', 'empresa')),
	CONSTRAINT "usuarios_empresa_check" CHECK ("usuarios"."rol" <> 'empresa' or "usuarios"."id_empresa" is not null),
	CONSTRAINT "usuarios_grupo_check" CHECK ("usuarios"."rol" not in ('director', 'disenador') or "usuarios"."id_grupo" is not null)
);
--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD COLUMN "estado_revision" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD COLUMN "motivo_rechazo" text;--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD COLUMN "revisado_por" integer;--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD COLUMN "fecha_revision" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD COLUMN "fecha_vencimiento" date;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD COLUMN "id_usuario" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD COLUMN "id_vacante" integer;--> statement-breakpoint
ALTER TABLE "postulaciones_historial" ADD COLUMN "id_usuario" integer;--> statement-breakpoint
ALTER TABLE "vacantes" ADD COLUMN "id_empresa" integer;--> statement-breakpoint
ALTER TABLE "vacantes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_id_grupo_grupos_id_grupo_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."grupos"("id_grupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitaciones" ADD CONSTRAINT "staff_invitaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sesiones" ADD CONSTRAINT "staff_sesiones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_grupo_grupos_id_grupo_fk" FOREIGN KEY ("id_grupo") REFERENCES "public"."grupos"("id_grupo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_entidad" ON "auditoria" USING btree ("entidad","entidad_id","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_fecha" ON "auditoria" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "auditoria_usuario" ON "auditoria" USING btree ("id_usuario","created_at");--> statement-breakpoint
CREATE INDEX "empresas_grupo" ON "empresas" USING btree ("id_grupo");--> statement-breakpoint
CREATE INDEX "staff_invitaciones_usuario" ON "staff_invitaciones" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "staff_sesiones_usuario" ON "staff_sesiones" USING btree ("id_usuario");--> statement-breakpoint
CREATE INDEX "usuarios_grupo" ON "usuarios" USING btree ("id_grupo");--> statement-breakpoint
CREATE INDEX "usuarios_empresa" ON "usuarios" USING btree ("id_empresa");--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD CONSTRAINT "documentos_candidato_revisado_por_usuarios_id_usuario_fk" FOREIGN KEY ("revisado_por") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD CONSTRAINT "solicitudes_documentos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD CONSTRAINT "solicitudes_documentos_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones_historial" ADD CONSTRAINT "postulaciones_historial_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacantes" ADD CONSTRAINT "vacantes_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_candidato_revision" ON "documentos_candidato" USING btree ("estado_revision");--> statement-breakpoint
CREATE INDEX "postulaciones_vacante_estado" ON "postulaciones" USING btree ("id_vacante","estado","updated_at");--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD CONSTRAINT "documentos_candidato_revision_check" CHECK ("documentos_candidato"."estado_revision" in ('pendiente', 'aprobado', 'rechazado'));--> statement-breakpoint
-- Application states become the agency's pipeline (issue 11): old names mapped to the new ones.
UPDATE "postulaciones" SET "estado" = CASE "estado"
  WHEN 'postulado' THEN 'recibida' WHEN 'entrevista_agendada' THEN 'recibida'
  WHEN 'en_revision' THEN 'preseleccionada' WHEN 'seleccionado' THEN 'aprobada'
  WHEN 'no_seleccionado' THEN 'rechazada' ELSE "estado" END;--> statement-breakpoint
UPDATE "postulaciones_historial" SET "estado" = CASE "estado"
  WHEN 'postulado' THEN 'recibida' WHEN 'entrevista_agendada' THEN 'recibida'
  WHEN 'en_revision' THEN 'preseleccionada' WHEN 'seleccionado' THEN 'aprobada'
  WHEN 'no_seleccionado' THEN 'rechazada' ELSE "estado" END;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_estado_check" CHECK ("estado" in ('recibida', 'preseleccionada', 'enviada_cliente', 'aprobada', 'rechazada', 'en_contratacion', 'contratada', 'descartada'));
