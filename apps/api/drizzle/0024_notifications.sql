CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"id_candidato" integer,
	"evento" text NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text NOT NULL,
	"enlace" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leida_en" timestamp with time zone,
	"entrega" text NOT NULL,
	"correo_en" timestamp with time zone,
	CONSTRAINT "notificaciones_un_destinatario" CHECK (num_nonnulls("notificaciones"."id_usuario", "notificaciones"."id_candidato") = 1)
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"id_candidato" integer,
	"evento" text NOT NULL,
	"entrega" text NOT NULL,
	CONSTRAINT "preferencias_una_por_evento" UNIQUE NULLS NOT DISTINCT("id_usuario","id_candidato","evento"),
	CONSTRAINT "preferencias_un_destinatario" CHECK (num_nonnulls("preferencias_notificacion"."id_usuario", "preferencias_notificacion"."id_candidato") = 1)
);
--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacion" ADD CONSTRAINT "preferencias_notificacion_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_usuario" ON "notificaciones" USING btree ("id_usuario","id");--> statement-breakpoint
CREATE INDEX "notificaciones_candidato" ON "notificaciones" USING btree ("id_candidato","id");--> statement-breakpoint
CREATE INDEX "notificaciones_por_enviar" ON "notificaciones" USING btree ("creada_en") WHERE "notificaciones"."correo_en" is null and "notificaciones"."entrega" <> 'app';