package dev.algoreval.engine.snippet;

import com.fasterxml.jackson.databind.JsonNode;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.files.AtomicFiles;
import dev.algoreval.engine.files.FileErrors;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fills the user's snippet corpus from GitHub's code search: for an algorithm and a language, the first
 * result that is a source file of the language and not from RosettaCode or GeeksforGeeks (the paper's
 * Table 8), stored with its provenance (see {@link SnippetSource}) so later runs need no network. A file
 * already in the corpus is kept unless refreshing; where nothing is found no file is written, and the
 * {@code snippet} condition asks that instance with the zero-shot prompt.
 */
public final class SnippetRetriever {
    /** What became of one algorithm and language. */
    public enum Status { RETRIEVED, KEPT, NONE_FOUND, FAILED }

    /** The outcome for one algorithm and language, with a line for people (the source, or why not). */
    public record Result(String algorithmId, Language language, Status status, String detail) {
    }

    private static final Pattern NEXT_LINK = Pattern.compile("<([^>]+)>\\s*;\\s*rel=\"next\"");

    private final SnippetCorpus corpus;
    private final RetrieverSettings settings;
    private final GitHubClient github;
    private final Consumer<String> notes;
    private final Clock clock;
    private final Map<String, String> licences = new HashMap<>();

    /**
     * @param token GitHub token, sent as {@code Authorization: Bearer} and used for nothing else
     * @param notes receives waits for rate limits and skipped pages, as lines for people
     */
    public SnippetRetriever(SnippetCorpus corpus, String token, RetrieverSettings settings, Consumer<String> notes) {
        this(corpus, token, settings, notes, Clock.systemUTC());
    }

    SnippetRetriever(SnippetCorpus corpus, String token, RetrieverSettings settings, Consumer<String> notes, Clock clock) {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("GitHub code search needs a token");
        }
        this.corpus = corpus;
        this.settings = settings;
        this.github = new GitHubClient(token.strip(), settings, notes);
        this.notes = notes;
        this.clock = clock;
    }

    /**
     * Retrieves one snippet. Failures of this pair (an error answer, a rate limit that does not lift, a
     * file that cannot be written) are its result; a rejected token is thrown, as every later pair would
     * fail the same way.
     */
    public Result retrieve(Algorithm algorithm, Language language, boolean refresh)
            throws GitHubException, InterruptedException {
        Path file = corpus.file(algorithm.id(), language);
        if (!refresh && Files.isRegularFile(file)) {
            return new Result(algorithm.id(), language, Status.KEPT, "kept " + corpus.directory().relativize(file));
        }
        try {
            return search(algorithm, language, file);
        } catch (GitHubException e) {
            if (e.stopsTheRun()) {
                throw e;
            }
            return new Result(algorithm.id(), language, Status.FAILED, e.getMessage());
        } catch (IOException e) {
            return new Result(algorithm.id(), language, Status.FAILED, "cannot write the corpus: " + FileErrors.why(e));
        }
    }

    private Result search(Algorithm algorithm, Language language, Path file)
            throws GitHubException, InterruptedException, IOException {
        String query = SnippetQuery.of(algorithm, language);
        URI page = URI.create(settings.baseUrl() + "/search/code?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8)
                + "&per_page=" + settings.perPage());
        int skipped = 0;
        for (int number = 1; page != null && number <= settings.maxPages(); number++) {
            GitHubClient.Answer answer = github.get(page, GitHubClient.Bucket.SEARCH);
            for (JsonNode node : answer.body().path("items")) {
                Optional<CodeSearchItem> item = CodeSearchItem.of(node);
                if (item.isEmpty() || item.get().fromExcludedSource() || !item.get().isIn(language)) {
                    skipped++;
                    continue;
                }
                Optional<String> code = content(item.get());
                if (code.isEmpty()) {
                    skipped++;
                    continue;
                }
                SnippetSource source = new SnippetSource(item.get().htmlUrl(), item.get().repository(), item.get().path(),
                        item.get().commit(), item.get().blob(), licence(item.get().repository()), clock.instant());
                // The sidecar first: a corpus file is only ever there with its provenance beside it.
                AtomicFiles.write(SnippetSource.file(corpus, algorithm.id(), language), source.toJson());
                AtomicFiles.write(file, code.get());
                return new Result(algorithm.id(), language, Status.RETRIEVED, "retrieved " + source.repository() + " "
                        + source.path() + " @ " + shortCommit(source.commit()) + " (" + source.licence() + ")");
            }
            page = next(answer).orElse(null);
        }
        return new Result(algorithm.id(), language, Status.NONE_FOUND, "none found for '" + query + "'"
                + (skipped == 0 ? "" : " (" + skipped + " result(s) skipped: excluded source, other language or unreadable)"));
    }

    /** The file's exact bytes by its blob SHA, as text; empty for a binary, blank or non-UTF-8 file. */
    private Optional<String> content(CodeSearchItem item) throws GitHubException, InterruptedException {
        JsonNode blob = github.get(URI.create(settings.baseUrl() + "/repos/" + item.repository() + "/git/blobs/"
                + item.blob()), GitHubClient.Bucket.CORE).body();
        String encoded = blob.path("content").asText("");
        byte[] bytes;
        if ("base64".equals(blob.path("encoding").asText("base64"))) {
            try {
                bytes = Base64.getMimeDecoder().decode(encoded);
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        } else {
            bytes = encoded.getBytes(StandardCharsets.UTF_8);
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            return text.isBlank() || text.indexOf('\0') >= 0 ? Optional.empty() : Optional.of(text);
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    /** The repository's licence as GitHub detects it (SPDX id), once per repository and run. */
    private String licence(String repository) throws GitHubException, InterruptedException {
        String known = licences.get(repository);
        if (known != null) {
            return known;
        }
        String spdx = github.find(URI.create(settings.baseUrl() + "/repos/" + repository + "/license"),
                        GitHubClient.Bucket.CORE)
                .map(a -> a.body().path("license").path("spdx_id").asText(""))
                .filter(s -> !s.isBlank())
                .orElse("unknown");
        licences.put(repository, spdx);
        return spdx;
    }

    /** The next result page from the Link header, followed only on the configured API so the token stays there. */
    private Optional<URI> next(GitHubClient.Answer answer) {
        for (String link : answer.headers().allValues("link")) {
            Matcher next = NEXT_LINK.matcher(link);
            if (next.find()) {
                URI uri;
                try {
                    uri = URI.create(next.group(1));
                } catch (IllegalArgumentException e) {
                    return Optional.empty();
                }
                URI base = settings.baseUrl();
                boolean sameApi = base.getScheme().equalsIgnoreCase(String.valueOf(uri.getScheme()))
                        && base.getHost().equalsIgnoreCase(String.valueOf(uri.getHost()))
                        && base.getPort() == uri.getPort()
                        && String.valueOf(uri.getRawPath()).startsWith(String.valueOf(base.getRawPath()));
                if (!sameApi) {
                    notes.accept("not following a next page outside " + base + ": " + uri.getHost());
                    return Optional.empty();
                }
                return Optional.of(uri);
            }
        }
        return Optional.empty();
    }

    private static String shortCommit(String commit) {
        return commit.length() > 12 ? commit.substring(0, 12) : commit;
    }
}
