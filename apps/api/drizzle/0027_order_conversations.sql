CREATE TABLE "mensajes_proceso" (
	"id_mensaje" serial PRIMARY KEY NOT NULL,
	"id_proceso" integer NOT NULL,
	"id_autor" integer NOT NULL,
	"lado" text NOT NULL,
	"texto" text NOT NULL,
	"adjunto_url" text,
	"adjunto_nombre" text,
	"fecha_propuesta" date,
	"propuesta_estado" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_en" timestamp with time zone,
	CONSTRAINT "mensajes_proceso_lado_check" CHECK ("mensajes_proceso"."lado" in ('empresa', 'agencia')),
	CONSTRAINT "mensajes_proceso_propuesta_check" CHECK (("mensajes_proceso"."fecha_propuesta" is null) = ("mensajes_proceso"."propuesta_estado" is null) and ("mensajes_proceso"."propuesta_estado" is null or "mensajes_proceso"."propuesta_estado" in ('abierta', 'aceptada', 'reemplazada'))),
	CONSTRAINT "mensajes_proceso_adjunto_check" CHECK (("mensajes_proceso"."adjunto_url" is null) = ("mensajes_proceso"."adjunto_nombre" is null))
);
--> statement-breakpoint
ALTER TABLE "mensajes_proceso" ADD CONSTRAINT "mensajes_proceso_id_proceso_procesos_id_proceso_fk" FOREIGN KEY ("id_proceso") REFERENCES "public"."procesos"("id_proceso") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes_proceso" ADD CONSTRAINT "mensajes_proceso_id_autor_usuarios_id_usuario_fk" FOREIGN KEY ("id_autor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mensajes_proceso_proceso" ON "mensajes_proceso" USING btree ("id_proceso","id_mensaje");--> statement-breakpoint
CREATE INDEX "mensajes_proceso_adjunto" ON "mensajes_proceso" USING btree ("adjunto_url");