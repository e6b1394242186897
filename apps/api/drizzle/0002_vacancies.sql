CREATE TABLE "espacios_agendamiento" (
	"id_espacio_agendamiento" serial PRIMARY KEY NOT NULL,
	"id_vacante" integer NOT NULL,
	"fecha_hora" timestamp with time zone NOT NULL,
	"lugar" text NOT NULL,
	"capacidad" integer NOT NULL,
	"reservados" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "espacios_capacidad_check" CHECK ("espacios_agendamiento"."reservados" >= 0 and "espacios_agendamiento"."reservados" <= "espacios_agendamiento"."capacidad")
);
--> statement-breakpoint
CREATE TABLE "postulaciones" (
	"id_postulacion" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"id_vacante" integer NOT NULL,
	"id_espacio_agendamiento" integer,
	"estado" text NOT NULL,
	"utm_source" text,
	"utm_campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postulaciones_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_postulacion" integer NOT NULL,
	"estado" text NOT NULL,
	"nota" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacantes" (
	"id_vacante" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"requisitos" text[] DEFAULT '{}'::text[] NOT NULL,
	"empresa" text NOT NULL,
	"id_ciudad" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"lugar" text NOT NULL,
	"salario" integer NOT NULL,
	"turno" text NOT NULL,
	"tipo_contrato" text NOT NULL,
	"cantidad_vacantes" integer DEFAULT 1 NOT NULL,
	"fecha_publicacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_cierre" date NOT NULL,
	"estado" text DEFAULT 'abierta' NOT NULL,
	"busqueda" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower("vacantes"."titulo" || ' ' || "vacantes"."descripcion"), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc'))) STORED NOT NULL,
	CONSTRAINT "vacantes_estado_check" CHECK ("vacantes"."estado" in ('abierta', 'cerrada')),
	CONSTRAINT "vacantes_salario_check" CHECK ("vacantes"."salario" >= 0)
);
--> statement-breakpoint
ALTER TABLE "espacios_agendamiento" ADD CONSTRAINT "espacios_agendamiento_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_id_vacante_vacantes_id_vacante_fk" FOREIGN KEY ("id_vacante") REFERENCES "public"."vacantes"("id_vacante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_id_espacio_agendamiento_espacios_agendamiento_id_espacio_agendamiento_fk" FOREIGN KEY ("id_espacio_agendamiento") REFERENCES "public"."espacios_agendamiento"("id_espacio_agendamiento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postulaciones_historial" ADD CONSTRAINT "postulaciones_historial_id_postulacion_postulaciones_id_postulacion_fk" FOREIGN KEY ("id_postulacion") REFERENCES "public"."postulaciones"("id_postulacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacantes" ADD CONSTRAINT "vacantes_id_ciudad_ciudades_id_ciudad_fk" FOREIGN KEY ("id_ciudad") REFERENCES "public"."ciudades"("id_ciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacantes" ADD CONSTRAINT "vacantes_id_categoria_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "espacios_vacante_fecha" ON "espacios_agendamiento" USING btree ("id_vacante","fecha_hora");--> statement-breakpoint
CREATE UNIQUE INDEX "postulaciones_candidato_vacante" ON "postulaciones" USING btree ("id_candidato","id_vacante");--> statement-breakpoint
CREATE INDEX "postulaciones_candidato_fecha" ON "postulaciones" USING btree ("id_candidato","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "postulaciones_historial_postulacion" ON "postulaciones_historial" USING btree ("id_postulacion","fecha");--> statement-breakpoint
CREATE INDEX "vacantes_busqueda_gin" ON "vacantes" USING gin ("busqueda");--> statement-breakpoint
CREATE INDEX "vacantes_estado_fecha" ON "vacantes" USING btree ("estado","fecha_publicacion" DESC NULLS LAST,"id_vacante" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacantes_ciudad_fecha" ON "vacantes" USING btree ("id_ciudad","fecha_publicacion" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacantes_categoria_fecha" ON "vacantes" USING btree ("id_categoria","fecha_publicacion" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacantes_salario" ON "vacantes" USING btree ("salario");