CREATE TABLE "documentos_candidato" (
	"id_documento_candidato" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"id_documento" integer NOT NULL,
	"doc_url" text NOT NULL,
	"fecha_carga" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_actualizacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_solicitudes" (
	"id_documento_candidato" integer NOT NULL,
	"id_solicitud" integer NOT NULL,
	CONSTRAINT "documentos_solicitudes_id_documento_candidato_id_solicitud_pk" PRIMARY KEY("id_documento_candidato","id_solicitud")
);
--> statement-breakpoint
CREATE TABLE "solicitudes_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_candidato" integer NOT NULL,
	"id_documento" integer NOT NULL,
	"client_doc_name" text NOT NULL,
	"client_doc_description" text,
	"client_doc_url" text,
	"estado" text DEFAULT 'open' NOT NULL,
	"solicitado_por" text NOT NULL,
	"fecha_solicitud" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_gestion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "storage_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_documento" (
	"id_documento" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"cantidad_max" integer DEFAULT 5 NOT NULL,
	"obligatorio" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD CONSTRAINT "documentos_candidato_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_candidato" ADD CONSTRAINT "documentos_candidato_id_documento_tipos_documento_id_documento_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."tipos_documento"("id_documento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_solicitudes" ADD CONSTRAINT "documentos_solicitudes_id_documento_candidato_documentos_candidato_id_documento_candidato_fk" FOREIGN KEY ("id_documento_candidato") REFERENCES "public"."documentos_candidato"("id_documento_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_solicitudes" ADD CONSTRAINT "documentos_solicitudes_id_solicitud_solicitudes_documentos_id_fk" FOREIGN KEY ("id_solicitud") REFERENCES "public"."solicitudes_documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD CONSTRAINT "solicitudes_documentos_id_candidato_candidatos_id_candidato_fk" FOREIGN KEY ("id_candidato") REFERENCES "public"."candidatos"("id_candidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_documentos" ADD CONSTRAINT "solicitudes_documentos_id_documento_tipos_documento_id_documento_fk" FOREIGN KEY ("id_documento") REFERENCES "public"."tipos_documento"("id_documento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_candidato_owner" ON "documentos_candidato" USING btree ("id_candidato","id_documento");--> statement-breakpoint
CREATE INDEX "documentos_candidato_url" ON "documentos_candidato" USING btree ("doc_url");--> statement-breakpoint
CREATE INDEX "documentos_solicitudes_request" ON "documentos_solicitudes" USING btree ("id_solicitud");--> statement-breakpoint
CREATE INDEX "solicitudes_documentos_owner" ON "solicitudes_documentos" USING btree ("id_candidato","id_documento");