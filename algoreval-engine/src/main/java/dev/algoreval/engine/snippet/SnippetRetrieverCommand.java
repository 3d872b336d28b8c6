package dev.algoreval.engine.snippet;

import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.cli.Arguments;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.files.FileErrors;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Fills a snippet corpus from GitHub's code search (see {@link SnippetRetriever}): every algorithm in
 * every language by default, one progress line per pair and a summary. The token is read from the
 * {@code GITHUB_TOKEN} environment variable only, never from arguments (which other users can see).
 */
public final class SnippetRetrieverCommand {
    static final String USAGE = "usage: SnippetRetrieverCommand --out <dir> [--algorithms a,b] "
            + "[--languages python,rust] [--refresh] [--base-url URL]   (GITHUB_TOKEN must be set)";
    static final String TOKEN_VARIABLE = "GITHUB_TOKEN";
    static final int OK = 0;
    static final int FAILED = 1;
    static final int BAD_ARGUMENTS = 2;

    private SnippetRetrieverCommand() {
    }

    public static void main(String[] args) {
        int status = run(args, System.getenv(), System.out, System.err);
        if (status != OK) {
            System.exit(status);
        }
    }

    /** The command without {@code System.exit}, for tests and for callers in the same JVM. */
    public static int run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err) {
        return run(args, environment, out, err, RetrieverSettings.defaults());
    }

    static int run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err,
            RetrieverSettings defaults) {
        Arguments arguments;
        try {
            arguments = Arguments.parse(List.of(args), Set.of("--out", "--algorithms", "--languages", "--base-url"),
                    Set.of("--refresh"));
        } catch (IllegalArgumentException e) {
            return usage(err, e.getMessage());
        }
        if (arguments.helpRequested()) {
            out.println(USAGE);
            return OK;
        }
        if (!arguments.plain().isEmpty()) {
            return usage(err, "unexpected argument " + arguments.plain().get(0));
        }
        Path dir = arguments.value("--out").map(Path::of).orElse(null);
        String algorithmList = arguments.value("--algorithms").orElse(null);
        String languageList = arguments.value("--languages").orElse(null);
        String baseUrl = arguments.value("--base-url").orElse(null);
        boolean refresh = arguments.flag("--refresh");
        if (dir == null) {
            return usage(err, "--out <dir> is required (the corpus directory, later -D" + Constants.SNIPPETS + ")");
        }
        List<Algorithm> all = Dataset.load().algorithms();
        List<Algorithm> algorithms = all;
        if (algorithmList != null) {
            algorithms = new ArrayList<>();
            for (String id : items(algorithmList)) {
                Optional<Algorithm> algorithm = all.stream().filter(a -> a.id().equals(id)).findFirst();
                if (algorithm.isEmpty()) {
                    return usage(err, "no algorithm has the id '" + id + "' (ids are the dataset's, e.g. "
                            + all.get(0).id() + ")");
                }
                algorithms.add(algorithm.get());
            }
        }
        List<Language> languages = Arrays.asList(Language.values());
        if (languageList != null) {
            languages = new ArrayList<>();
            for (String id : items(languageList)) {
                Optional<Language> language = Language.byId(id);
                if (language.isEmpty()) {
                    return usage(err, "no language has the id '" + id + "'; ids: "
                            + Arrays.stream(Language.values()).map(Language::id).toList());
                }
                languages.add(language.get());
            }
        }
        RetrieverSettings settings = defaults;
        if (baseUrl != null) {
            Optional<String> problem = unsafeBaseUrl(baseUrl);
            if (problem.isPresent()) {
                return usage(err, problem.get());
            }
            settings = settings.withBaseUrl(URI.create(baseUrl));
        }
        String token = environment.get(TOKEN_VARIABLE);
        if (token == null || token.isBlank()) {
            err.println("error: " + TOKEN_VARIABLE + " is not set; GitHub's code search answers only requests with a "
                    + "token (a fine-grained personal access token with read access to public repositories is enough)");
            return BAD_ARGUMENTS;
        }
        Optional<String> unwritable = unwritable(dir);
        if (unwritable.isPresent()) {
            err.println("error: cannot write the corpus directory: " + unwritable.get());
            return FAILED;
        }
        return retrieve(new SnippetRetriever(new SnippetCorpus(dir), token, settings, note -> out.println("  " + note)),
                algorithms, languages, refresh, dir, out, err);
    }

    private static int retrieve(SnippetRetriever retriever, List<Algorithm> algorithms, List<Language> languages,
            boolean refresh, Path dir, PrintStream out, PrintStream err) {
        Map<SnippetRetriever.Status, Integer> counts = new EnumMap<>(SnippetRetriever.Status.class);
        int total = algorithms.size() * languages.size();
        int done = 0;
        String stopped = null;
        outer:
        for (Algorithm algorithm : algorithms) {
            for (Language language : languages) {
                done++;
                try {
                    SnippetRetriever.Result result = retriever.retrieve(algorithm, language, refresh);
                    counts.merge(result.status(), 1, Integer::sum);
                    out.println("[" + done + "/" + total + "] " + algorithm.id() + " " + language.id() + ": "
                            + result.detail());
                } catch (GitHubException e) {
                    stopped = e.getMessage();
                    break outer;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stopped = "interrupted";
                    break outer;
                }
            }
        }
        int failed = counts.getOrDefault(SnippetRetriever.Status.FAILED, 0);
        out.println("retrieved " + counts.getOrDefault(SnippetRetriever.Status.RETRIEVED, 0)
                + ", kept " + counts.getOrDefault(SnippetRetriever.Status.KEPT, 0)
                + ", none found " + counts.getOrDefault(SnippetRetriever.Status.NONE_FOUND, 0)
                + ", failed " + failed
                + (stopped == null ? "" : ", not done " + (total - counts.values().stream().mapToInt(i -> i).sum()))
                + "; corpus " + dir.toAbsolutePath());
        if (stopped != null) {
            err.println("error: stopped: " + stopped);
            return FAILED;
        }
        return failed == 0 ? OK : FAILED;
    }

    private static List<String> items(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** Why the token should not go to this URL: it must be https, or http to a test server on this machine. */
    private static Optional<String> unsafeBaseUrl(String text) {
        URI uri;
        try {
            uri = URI.create(text);
        } catch (IllegalArgumentException e) {
            return Optional.of("--base-url " + text + " is not a URL");
        }
        if (uri.getHost() == null || uri.getScheme() == null) {
            return Optional.of("--base-url " + text + " is not an absolute http(s) URL");
        }
        if (uri.getScheme().equalsIgnoreCase("https")) {
            return Optional.empty();
        }
        if (uri.getScheme().equalsIgnoreCase("http")) {
            try {
                if (InetAddress.getByName(uri.getHost()).isLoopbackAddress()) {
                    return Optional.empty();
                }
            } catch (UnknownHostException e) {
                // Falls through to the refusal below.
            }
            return Optional.of("--base-url " + text + " must be https (plain http only to this machine), "
                    + "so that the token is not sent in clear");
        }
        return Optional.of("--base-url " + text + " is not an absolute http(s) URL");
    }

    private static Optional<String> unwritable(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return Optional.of(FileErrors.why(e));
        }
        return Files.isWritable(dir) ? Optional.empty() : Optional.of("permission denied on " + dir);
    }

    private static int usage(PrintStream err, String problem) {
        err.println("error: " + problem);
        err.println(USAGE);
        return BAD_ARGUMENTS;
    }
}
