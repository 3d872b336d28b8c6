package dev.algoreval.engine.snippet;

import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Language;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.cli.CommandLines;
import dev.algoreval.engine.cli.EngineVersionProvider;
import dev.algoreval.engine.files.FileErrors;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help.Visibility;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Fills a snippet corpus from GitHub's code search (see {@link SnippetRetriever}): every algorithm in
 * every language by default, one progress line per pair and a summary. The token is read from the
 * {@code GITHUB_TOKEN} environment variable only, never from arguments (which other users can see).
 */
@Command(name = "SnippetRetrieverCommand", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false, sortSynopsis = false,
        versionProvider = EngineVersionProvider.class,
        description = {"Fills a snippet corpus for the snippet condition from GitHub's code search: one file per "
                + "algorithm and language, with a sidecar saying where it came from (docs/conditions.md).",
            "The token is read from the environment variable " + SnippetRetrieverCommand.TOKEN_VARIABLE
                    + " only, never from the command line."},
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every pair retrieved, kept or found to have none", "1:a pair failed, or the corpus cannot be "
                + "written", "2:a bad command line, or no token"})
public final class SnippetRetrieverCommand implements Callable<Integer> {
    static final String TOKEN_VARIABLE = "GITHUB_TOKEN";
    static final int OK = 0;
    static final int FAILED = 1;
    static final int BAD_ARGUMENTS = 2;
    /** Lists are comma-separated; spaces around the commas are allowed. */
    private static final String LIST = "\\s*,\\s*";

    @Option(names = "--out", required = true, paramLabel = "<dir>",
            description = "the corpus directory (later -D" + Constants.SNIPPETS + "=<dir>)")
    private Path dir;

    @Option(names = "--algorithms", paramLabel = "<id>", split = LIST, splitSynopsisLabel = ",",
            converter = CorpusIds.AlgorithmId.class, description = "the dataset's algorithm ids; default: all")
    private List<Algorithm> algorithms;

    @Option(names = "--languages", paramLabel = "<id>", split = LIST, splitSynopsisLabel = ",",
            converter = CorpusIds.LanguageId.class, showDefaultValue = Visibility.NEVER,
            description = "language ids; default: all")
    private List<Language> languages = List.of(Language.values());

    @Option(names = "--refresh", description = "retrieve again the pairs already in the corpus, which are kept otherwise")
    private boolean refresh;

    @Option(names = "--base-url", paramLabel = "<url>", converter = SafeBaseUrl.class,
            description = "GitHub Enterprise's API (https://host/api/v3) or a test server: https, or plain http to "
                    + "this machine only; default: GitHub's")
    private URI baseUrl;

    @Spec
    private CommandSpec spec;

    private final Map<String, String> environment;
    private final RetrieverSettings defaults;

    SnippetRetrieverCommand(Map<String, String> environment, RetrieverSettings defaults) {
        this.environment = environment;
        this.defaults = defaults;
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
        return CommandLines.execute(new SnippetRetrieverCommand(environment, defaults), List.of(args), out, err);
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
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
        RetrieverSettings settings = baseUrl == null ? defaults : defaults.withBaseUrl(baseUrl);
        return retrieve(new SnippetRetriever(new SnippetCorpus(dir), token, settings, note -> out.println("  " + note)),
                algorithms == null ? Dataset.load().algorithms() : algorithms, languages, out, err);
    }

    private int retrieve(SnippetRetriever retriever, List<Algorithm> algorithms, List<Language> languages,
            PrintWriter out, PrintWriter err) {
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

    private static Optional<String> unwritable(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return Optional.of(FileErrors.why(e));
        }
        return Files.isWritable(dir) ? Optional.empty() : Optional.of("permission denied on " + dir);
    }
}
