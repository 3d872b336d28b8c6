package dev.algoreval.engine.snippet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.algoreval.dataset.Language;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Where a corpus snippet came from, kept beside it as {@code <language-id>.json}: enough to fetch the
 * same bytes again ({@code repository}, {@code commit}, {@code path}, {@code blob}) and to know the terms
 * it may be used under ({@code licence}, GitHub's SPDX id or "unknown").
 */
public record SnippetSource(String url, String repository, String path, String commit, String blob, String licence,
        Instant retrieved) {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The sidecar of the corpus file for the algorithm and language. */
    public static Path file(SnippetCorpus corpus, String algorithmId, Language language) {
        return corpus.directory().resolve(algorithmId).resolve(language.id() + ".json");
    }

    public String toJson() {
        ObjectNode node = JSON.createObjectNode();
        node.put("url", url);
        node.put("repository", repository);
        node.put("path", path);
        node.put("commit", commit);
        node.put("blob", blob);
        node.put("licence", licence);
        node.put("retrieved", retrieved.toString());
        try {
            return JSON.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
