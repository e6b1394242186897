CREATE TABLE "cargos_catalogo" (
	"id_cargo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer,
	"id_categoria" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text NOT NULL,
	"imagen" text NOT NULL,
	"salario_min" integer NOT NULL,
	"salario_max" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cargos_catalogo_salario_check" CHECK ("cargos_catalogo"."salario_min" >= 0 and "cargos_catalogo"."salario_max" >= "cargos_catalogo"."salario_min")
);
--> statement-breakpoint
CREATE TABLE "carrito_items" (
	"id_usuario" integer NOT NULL,
	"id_cargo" integer NOT NULL,
	"configuracion" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_items_id_usuario_id_cargo_pk" PRIMARY KEY("id_usuario","id_cargo")
);
--> statement-breakpoint
CREATE TABLE "carritos" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"id_categoria" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordenes_servicio" (
	"id_orden" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procesos" (
	"id_proceso" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_orden" integer,
	"id_cargo" integer,
	"id_categoria" integer,
	"id_vacante" integer,
	"nombre" text NOT NULL,
	"descripcion" text NOT NULL,
	"configuracion" jsonb,
	"estado_solicitud" text DEFAULT 'pendiente' NOT NULL,
	"motivo_rechazo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procesos_solicitud_check" CHECK ("procesos"."estado_solicitud" in ('pendiente', 'aceptada', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "cargos_catalogo" ADD CONSTRAINT "cargos_catalogo_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargos_catalogo" ADD CONSTRAINT "cargos_catalogo_id_categoria_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_items" ADD CONSTRAINT "carrito_items_id_usuario_carritos_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."carritos"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_items" ADD CONSTRAINT "carrito_items_id_cargo_cargos_catalogo_id_cargo_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargos_catalogo"("id_cargo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carritos" ADD CONSTRAINT "carritos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carritos" ADD CONSTRAINT "carritos_id_categoria_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_servicio" ADD CONSTRAINT "ordenes_servicio_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordenes_servicio" ADD CONSTRAINT "ordenes_servicio_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_id_empresa_empresas_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresas"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_id_orden_ordenes_servicio_id_orden_fk" FOREIGN KEY ("id_orden") REFERENCES "public"."ordenes_servicio"("id_orden") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_id_cargo_cargos_catalogo_id_cargo_fk" FOREIGN KEY ("id_cargo") REFERENCES "public"."cargos_catalogo"("id_cargo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_id_categoria_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procesos" ADD CONSTRAINT "procesos_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cargos_catalogo_empresa" ON "cargos_catalogo" USING btree ("id_empresa","id_categoria");--> statement-breakpoint
CREATE INDEX "ordenes_servicio_empresa" ON "ordenes_servicio" USING btree ("id_empresa","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "procesos_vacante" ON "procesos" USING btree ("id_vacante");--> statement-breakpoint
CREATE INDEX "procesos_empresa" ON "procesos" USING btree ("id_empresa","created_at");--> statement-breakpoint
CREATE INDEX "procesos_solicitud" ON "procesos" USING btree ("estado_solicitud","created_at");--> statement-breakpoint
-- Vacancies the agency already opened for a company become that company's processes.
INSERT INTO "procesos" ("id_empresa", "id_vacante", "id_categoria", "nombre", "descripcion", "estado_solicitud", "created_at")
SELECT "id_empresa", "id_vacante", "id_categoria", "titulo", "descripcion", 'aceptada', "fecha_publicacion" FROM "vacantes" WHERE "id_empresa" IS NOT NULL;
