-- Search (decision 020): pg_trgm for typo correction, and triggers that keep each product's full-text
-- document and the catalog's word list right whoever writes the catalog (the admin, the seed, an import).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(p_name text, p_category text, p_description text, p_details text)
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english', p_name), 'A')
      || setweight(to_tsvector('english', coalesce(p_category, '')), 'B')
      || setweight(to_tsvector('english', p_description), 'C')
      -- HTML tags and entities are token types the english configuration does not index.
      || setweight(to_tsvector('english', p_details), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION index_products(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, document)
  SELECT p.id, product_search_document(p.name, c.name, p.description, p.details_html)
    FROM products p JOIN categories c ON c.id = p.category_id
   WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET document = excluded.document;
  -- Words as written (the simple configuration does not stem), the vocabulary typos are corrected to.
  INSERT INTO search_terms (word)
  SELECT DISTINCT t.lexeme
    FROM products p JOIN categories c ON c.id = p.category_id,
         unnest(to_tsvector('simple', p.name || ' ' || c.name || ' ' || p.description || ' ' || p.details_html)) AS t
   WHERE p.id = ANY(ids) AND t.lexeme ~ '^[[:alpha:]]{3,30}$'
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_products(ARRAY(SELECT id FROM new_products));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION products_search_on_insert();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_products(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of the searched text reindexes: stock and price updates at checkout do not.
CREATE TRIGGER products_search_update AFTER UPDATE OF name, description, details_html, category_id ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
                     OR OLD.details_html IS DISTINCT FROM NEW.details_html OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION products_search_on_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_search_on_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM index_products(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_on_rename();
--> statement-breakpoint
SELECT index_products(ARRAY(SELECT id FROM products));
