package dev.algoreval.engine.snippet;

import com.fasterxml.jackson.databind.JsonNode;
import dev.algoreval.dataset.Language;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One result of {@code GET /search/code}: the file ({@code path}, its blob {@code sha}), its repository
 * and the commit it was indexed at. GitHub's item carries the commit as the {@code ref} of its contents
 * API {@code url} and in its {@code html_url} ({@code …/blob/<commit>/<path>}).
 */
record CodeSearchItem(String repository, String path, String blob, String commit, String htmlUrl, String language) {
    /** Sources the paper (Table 8) keeps out of the snippet corpus, matched in repository names and paths. */
    static final List<String> EXCLUDED_SOURCES = List.of("rosetta", "geeksforgeeks");

    private static final Pattern REPOSITORY = Pattern.compile("[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+");
    private static final Pattern SHA = Pattern.compile("[0-9a-f]{40}");
    private static final Pattern REF = Pattern.compile("(?:^|&)ref=([0-9a-f]{40})(?:&|$)");
    private static final Pattern BLOB_URL = Pattern.compile("/blob/([0-9a-f]{40})/");

    /** The item, or empty when it lacks what the corpus needs (a repository name and a blob to fetch). */
    static Optional<CodeSearchItem> of(JsonNode item) {
        String repository = item.path("repository").path("full_name").asText("");
        String path = item.path("path").asText("");
        String blob = item.path("sha").asText("");
        // Both go into request paths: anything but a plain owner/name and a hex SHA is not followed.
        if (!REPOSITORY.matcher(repository).matches() || repository.contains("..") || !SHA.matcher(blob).matches()
                || path.isEmpty()) {
            return Optional.empty();
        }
        String htmlUrl = item.path("html_url").asText("");
        String language = item.path("language").isTextual() ? item.get("language").asText() : "";
        return Optional.of(new CodeSearchItem(repository, path, blob, commit(item.path("url").asText(""), htmlUrl),
                htmlUrl, language));
    }

    private static String commit(String url, String htmlUrl) {
        try {
            String query = URI.create(url).getRawQuery();
            if (query != null) {
                Matcher ref = REF.matcher(query);
                if (ref.find()) {
                    return ref.group(1);
                }
            }
        } catch (IllegalArgumentException e) {
            // A malformed url: the html_url may still name the commit.
        }
        Matcher blob = BLOB_URL.matcher(htmlUrl);
        return blob.find() ? blob.group(1) : "unknown";
    }

    boolean fromExcludedSource() {
        String where = (repository + "/" + path).toLowerCase(Locale.ROOT);
        return EXCLUDED_SOURCES.stream().anyMatch(where::contains);
    }

    /** A source file of the language: by its extension, and by GitHub's language when the item names one. */
    boolean isIn(Language language) {
        return SearchLanguage.isSourceFile(path, language)
                && (this.language.isEmpty() || this.language.equalsIgnoreCase(SearchLanguage.linguistName(language)));
    }
}
