package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The user's snippet corpus for the {@code snippet} condition (the paper's +snippet, Figure 7): one
 * file per algorithm and language, {@code <dir>/<algorithm-id>/<language-id>.<ext>}
 * ({@code hopcroft-karp/python.py}), implementations from other sources that the user retrieved and
 * keeps; the project ships none. A missing file means the instance is asked with the zero-shot prompt.
 */
public final class SnippetCorpus {
    private final Path directory;
    /** Each test asks for its snippet when its prompt is built (prefetch, run) and for its results line. */
    private final Map<String, Optional<Snippet>> read = new ConcurrentHashMap<>();

    public SnippetCorpus(Path directory) {
        this.directory = directory;
    }

    public Path directory() {
        return directory;
    }

    /** Where the algorithm's snippet in the language is kept, whether or not it exists. */
    public Path file(String algorithmId, Language language) {
        String name = language.sourceFileName();
        return directory.resolve(algorithmId).resolve(language.id() + name.substring(name.lastIndexOf('.')));
    }

    /** The instance's snippet, cut to the lines the prompt may show, or empty when the corpus has none. */
    public Optional<Snippet> snippet(Instance instance) {
        return read.computeIfAbsent(instance.id(), id -> readSnippet(instance));
    }

    private Optional<Snippet> readSnippet(Instance instance) {
        Path file = file(instance.algorithm().id(), instance.language());
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            return text.isBlank() ? Optional.empty()
                    : Optional.of(new Snippet(directory.relativize(file).toString(), SnippetWindow.cut(text, instance)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the snippet " + file, e);
        }
    }

    /** A snippet as the prompt shows it, and the corpus file it came from. */
    public record Snippet(String source, String code) {
    }
}
