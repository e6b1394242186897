CREATE TABLE "pasos_contratacion" (
	"id_postulacion" integer NOT NULL,
	"paso" text NOT NULL,
	"completado" boolean NOT NULL,
	"comentario" text,
	"id_usuario" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pasos_contratacion_id_postulacion_paso_pk" PRIMARY KEY("id_postulacion","paso")
);
--> statement-breakpoint
ALTER TABLE "pasos_contratacion" ADD CONSTRAINT "pasos_contratacion_id_postulacion_postulaciones_id_postulacion_fk" FOREIGN KEY ("id_postulacion") REFERENCES "public"."postulaciones"("id_postulacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pasos_contratacion" ADD CONSTRAINT "pasos_contratacion_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;