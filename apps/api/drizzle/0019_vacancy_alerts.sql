CREATE TABLE "alertas_vacantes" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"id_ciudad" integer,
	"id_categoria" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_vacantes_unica" UNIQUE NULLS NOT DISTINCT("id_candidato","id_ciudad","id_categoria")
);
--> statement-breakpoint
CREATE TABLE "resumenes_alertas" (
	"id_candidato" integer PRIMARY KEY NOT NULL,
	"enviado_hasta" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alertas_vacantes" ADD CONSTRAINT "alertas_vacantes_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_vacantes" ADD CONSTRAINT "alertas_vacantes_id_ciudad_ciudades_id_ciudad_fk" FOREIGN KEY ("id_ciudad") REFERENCES "public"."ciudades"("id_ciudad") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_vacantes" ADD CONSTRAINT "alertas_vacantes_id_categoria_categorias_id_categoria_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."categorias"("id_categoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumenes_alertas" ADD CONSTRAINT "resumenes_alertas_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;