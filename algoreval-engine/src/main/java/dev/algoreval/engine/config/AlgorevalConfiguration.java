package dev.algoreval.engine.config;

import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.api.Constants;
import dev.algoreval.engine.probe.ProbePlan;

import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.toolchains.SandboxMode;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.platform.engine.ConfigurationParameters;

/** The run's configuration, read once at discovery and immutable afterwards. */
public record AlgorevalConfiguration(List<String> models, InstanceFilter filter, Optional<Path> replayFile,
        Path outputDirectory, SandboxMode sandboxMode, int parallelism, Duration runTimeout,
        Duration compileTimeout, ModelOptions modelOptions, Gate gate, Optional<Path> gateFile,
        Optional<Path> compileCache, List<Condition> conditions, List<Path> hardSubsetOf, Optional<Path> snippets,
        Optional<Shard> shard, TimeLimits timeLimits, Optional<ProbePlan> probe, boolean javacWorkers, boolean separateSyntaxCheck) {

    public AlgorevalConfiguration {
        conditions = List.copyOf(conditions);
        hardSubsetOf = List.copyOf(hardSubsetOf);
    }

    /** @throws IllegalArgumentException with a message naming the key, for any bad value or unknown key */
    public static AlgorevalConfiguration from(ConfigurationParameters parameters) {
        UnknownKeys.check(parameters.keySet());
        List<String> models = list(parameters.get(Constants.MODEL).or(() -> parameters.get(Constants.MODEL_PREFIXED))
                .orElse(Constants.DEFAULT_MODEL));
        if (models.isEmpty()) {
            throw new IllegalArgumentException(Constants.MODEL + " is empty: name a model, e.g. -Dmodel=reference");
        }
        InstanceFilter filter = new InstanceFilter(
                ids(parameters, Constants.LANGUAGES, id -> Language.byId(id).isPresent()),
                Set.copyOf(list(parameters.get(Constants.ALGORITHMS).orElse(""))),
                ids(parameters, Constants.DOMAINS, id -> Domain.byId(id).isPresent()),
                ids(parameters, Constants.REPRESENTATIONS, id -> Representation.byId(id).isPresent()));
        Optional<TrainTestSplit> split = parameters.get(Constants.SPLIT).map(String::trim).filter(v -> !v.isEmpty())
                .map(v -> TrainTestSplit.read(Path.of(v)));
        if (split.isPresent()) {
            filter = filter.heldOutOf(split.get());
        }
        Optional<Path> replay = parameters.get(Constants.REPLAY).filter(s -> !s.isBlank()).map(Path::of);
        if (models.contains("replay") && replay.isEmpty()) {
            throw new IllegalArgumentException("model 'replay' needs " + Constants.REPLAY + "=<responses.jsonl>");
        }
        Optional<Shard> shard = parameters.get(Constants.SHARD).map(String::trim).filter(s -> !s.isEmpty())
                .map(Shard::parse);
        // Shards started side by side in one checkout must not share an output directory.
        String defaultOutput = shard.map(s -> Constants.DEFAULT_OUTPUT + "/shard-" + s.index() + "-of-" + s.count())
                .orElse(Constants.DEFAULT_OUTPUT);
        Path output = Path.of(parameters.get(Constants.OUTPUT).map(String::trim).filter(s -> !s.isEmpty())
                .orElse(defaultOutput));
        SandboxMode sandbox = sandbox(parameters.get(Constants.SANDBOX).orElse(Constants.DEFAULT_SANDBOX));
        int parallelism = positive(parameters, Constants.PARALLELISM, Runtime.getRuntime().availableProcessors());
        Duration run = Duration.ofSeconds(positive(parameters, Constants.RUN_TIMEOUT, Constants.DEFAULT_RUN_TIMEOUT_SECONDS));
        Duration compile = Duration.ofSeconds(positive(parameters, Constants.COMPILE_TIMEOUT,
                Constants.DEFAULT_COMPILE_TIMEOUT_SECONDS));
        Optional<Path> gateFile = parameters.get(Constants.GATE_FILE).map(String::trim).filter(s -> !s.isEmpty()).map(Path::of);
        Optional<Path> compileCacheDirectory = cacheDirectory(parameters, Constants.COMPILE_CACHE, "compile");
        List<Condition> conditions = conditions(parameters);
        return new AlgorevalConfiguration(models, filter, replay, output, sandbox, parallelism, run, compile,
                modelOptions(parameters), gate(parameters), gateFile, compileCacheDirectory, conditions,
                hardSubset(parameters), snippets(parameters, conditions), shard, timeLimits(parameters, run),
                probe(parameters, conditions), bool(parameters, Constants.JAVAC_WORKERS, true),
                separateSyntaxCheck(parameters));
    }

    private static boolean separateSyntaxCheck(ConfigurationParameters parameters) {
        String value = parameters.get(Constants.SYNTAX_CHECK).map(String::trim).orElse("in-run");
        if (!value.equals("in-run") && !value.equals("separate")) {
            throw new IllegalArgumentException(Constants.SYNTAX_CHECK + " must be in-run or separate, not '" + value + "'");
        }
        return value.equals("separate");
    }

    private static TimeLimits timeLimits(ConfigurationParameters parameters, Duration floor) {
        double factor = parameters.get(Constants.TIMEOUT_FACTOR).map(String::trim).map(value -> {
            try {
                double f = Double.parseDouble(value);
                if (f >= 1 && Double.isFinite(f)) {
                    return f;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new IllegalArgumentException(Constants.TIMEOUT_FACTOR + " must be a number of at least 1, not '" + value + "'");
        }).orElse(Constants.DEFAULT_TIMEOUT_FACTOR);
        return new TimeLimits(floor, factor, cacheDirectory(parameters, Constants.CALIBRATION, "calibration"));
    }

    /**
     * The scale probe's plan when {@code algoreval.probe=scale}. It times programs that passed their
     * hidden tests, so it needs the {@code plus} condition: the hidden tests are the correctness gate
     * (the paper's "fixed-size correctness gate"), and the interface is what the timed driver calls.
     */
    private static Optional<ProbePlan> probe(ConfigurationParameters parameters, List<Condition> conditions) {
        Optional<String> probe = parameters.get(Constants.PROBE).map(String::trim).filter(v -> !v.isEmpty());
        List<String> tuning = List.of(Constants.PROBE_SAMPLES, Constants.PROBE_REPETITIONS, Constants.PROBE_SIZE_FACTOR,
                Constants.PROBE_TIMING);
        if (probe.isEmpty()) {
            tuning.stream().filter(key -> parameters.get(key).isPresent()).findFirst().ifPresent(key -> {
                throw new IllegalArgumentException(key + " is set but " + Constants.PROBE + " is not: add -D"
                        + Constants.PROBE + "=scale");
            });
            return Optional.empty();
        }
        if (!probe.get().equals("scale")) {
            throw new IllegalArgumentException(Constants.PROBE + ": unknown probe '" + probe.get()
                    + "'; the one probe is 'scale'");
        }
        if (!conditions.contains(Condition.PLUS)) {
            throw new IllegalArgumentException(Constants.PROBE + "=scale times programs that pass their hidden tests: "
                    + "add plus to " + Constants.CONDITIONS + " (e.g. -D" + Constants.CONDITIONS + "=plus)");
        }
        double factor;
        try {
            factor = Double.parseDouble(parameters.get(Constants.PROBE_SIZE_FACTOR).orElse("1").trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Constants.PROBE_SIZE_FACTOR + " must be a number above 0, e.g. 0.5");
        }
        if (!(factor > 0) || factor > 100) {
            throw new IllegalArgumentException(Constants.PROBE_SIZE_FACTOR + " must be above 0 (and at most 100), not "
                    + factor);
        }
        ProbePlan plan = new ProbePlan(positive(parameters, Constants.PROBE_SAMPLES, ProbePlan.DEFAULT_SAMPLES),
                positive(parameters, Constants.PROBE_REPETITIONS, ProbePlan.DEFAULT_REPETITIONS), factor,
                ProbePlan.DEFAULT_SEED, ProbePlan.DEFAULT_BATCH_BYTES);
        String timing = parameters.get(Constants.PROBE_TIMING).map(String::trim).orElse("alone");
        return switch (timing) {
            case "alone" -> Optional.of(plan);
            case "shared" -> Optional.of(plan.timedBesideOthers());
            default -> throw new IllegalArgumentException(Constants.PROBE_TIMING + " must be 'alone' (each timed process "
                    + "with nothing else of the run beside it) or 'shared', not '" + timing + "'");
        };
    }

    /** The snippet corpus, required exactly when the condition {@code snippet} is asked for. */
    private static Optional<Path> snippets(ConfigurationParameters parameters, List<Condition> conditions) {
        Optional<Path> directory = parameters.get(Constants.SNIPPETS).map(String::trim).filter(v -> !v.isEmpty())
                .map(Path::of);
        if (conditions.contains(Condition.SNIPPET) && directory.isEmpty()) {
            throw new IllegalArgumentException("the condition 'snippet' needs " + Constants.SNIPPETS
                    + "=<directory> holding <algorithm-id>/<language-id>.<ext> files");
        }
        if (directory.isPresent() && !java.nio.file.Files.isDirectory(directory.get())) {
            throw new IllegalArgumentException(Constants.SNIPPETS + ": " + directory.get() + " is not a directory");
        }
        return directory;
    }

    /** The results files whose hard subset the run is limited to; empty for no subset. */
    private static List<Path> hardSubset(ConfigurationParameters parameters) {
        Optional<String> subset = parameters.get(Constants.SUBSET).map(String::trim).filter(v -> !v.isEmpty());
        List<String> files = list(parameters.get(Constants.SUBSET_RESULTS).orElse(""));
        if (subset.isEmpty()) {
            if (!files.isEmpty()) {
                throw new IllegalArgumentException(Constants.SUBSET_RESULTS + " is set but " + Constants.SUBSET
                        + " is not: add -D" + Constants.SUBSET + "=hard");
            }
            return List.of();
        }
        if (!subset.get().equals("hard")) {
            throw new IllegalArgumentException(Constants.SUBSET + " must be 'hard', not '" + subset.get() + "'");
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException(Constants.SUBSET + "=hard needs " + Constants.SUBSET_RESULTS
                    + "=<results.jsonl>[,<results.jsonl>...]: the runs whose zero-shot pass rates decide what is hard");
        }
        List<Path> paths = files.stream().map(Path::of).toList();
        for (Path path : paths) {
            if (!java.nio.file.Files.isRegularFile(path)) {
                throw new IllegalArgumentException(Constants.SUBSET_RESULTS + ": " + path + " is not a readable file");
            }
        }
        return paths;
    }

    private static List<Condition> conditions(ConfigurationParameters parameters) {
        List<String> ids = list(parameters.get(Constants.CONDITIONS).orElse(Constants.DEFAULT_CONDITIONS));
        if (ids.isEmpty()) {
            throw new IllegalArgumentException(Constants.CONDITIONS + " is empty: name one or more of "
                    + Arrays.stream(Condition.values()).map(Condition::id).toList());
        }
        LinkedHashSet<Condition> conditions = new LinkedHashSet<>();
        for (String id : ids) {
            if (id.equals(Condition.ABLATION)) {
                Arrays.stream(Condition.values()).filter(c -> c.ablation().isPresent()).forEach(conditions::add);
                continue;
            }
            conditions.add(Condition.byId(id).orElseThrow(() -> new IllegalArgumentException(Constants.CONDITIONS
                    + ": unknown condition '" + id + "'; known: "
                    + Arrays.stream(Condition.values()).map(Condition::id).toList() + " and 'ablation' for the six ablation-…")));
        }
        return List.copyOf(conditions);
    }

    private static SandboxMode sandbox(String value) {
        try {
            return SandboxMode.parse(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Constants.SANDBOX + ": " + e.getMessage(), e);
        }
    }

    private static Gate gate(ConfigurationParameters parameters) {
        OptionalDouble overall = parameters.get(Constants.MIN_PASS_RATE)
                .map(v -> OptionalDouble.of(rate(Constants.MIN_PASS_RATE, v))).orElse(OptionalDouble.empty());
        Map<String, Double> perLanguage = new TreeMap<>();
        for (Language language : Language.values()) {
            String key = Constants.MIN_PASS_RATE + "." + language.id();
            parameters.get(key).ifPresent(v -> perLanguage.put(language.id(), rate(key, v)));
        }
        for (String key : parameters.keySet()) {
            if (key.startsWith(Constants.MIN_PASS_RATE + ".")
                    && Language.byId(key.substring(Constants.MIN_PASS_RATE.length() + 1)).isEmpty()) {
                throw new IllegalArgumentException(key + ": unknown language id; use one of "
                        + Arrays.stream(Language.values()).map(Language::id).toList());
            }
        }
        return new Gate(overall, Map.copyOf(perLanguage));
    }

    /** A pass rate given as a fraction (0.7) or a percentage (70%). */
    private static double rate(String key, String value) {
        String v = value.trim();
        try {
            double rate = v.endsWith("%") ? Double.parseDouble(v.substring(0, v.length() - 1).trim()) / 100
                    : Double.parseDouble(v);
            if (rate >= 0 && rate <= 1) {
                return rate;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a fraction from 0 to 1 (0.7) or a percentage (70%), not '"
                + value + "'");
    }

    private static ModelOptions modelOptions(ConfigurationParameters parameters) {
        List<URI> baseUrls = parameters.get(Constants.BASE_URL).map(s -> urls(Constants.BASE_URL, s)).orElse(List.of());
        SettingsOverrides overrides = new SettingsOverrides(
                decimal(parameters, Constants.TEMPERATURE, 0, 2),
                decimal(parameters, Constants.TOP_P, 0, 1),
                optionalPositive(parameters, Constants.MAX_TOKENS),
                optionalPositive(parameters, Constants.THINKING_BUDGET),
                parameters.get(Constants.REASONING_EFFORT).map(String::trim).filter(s -> !s.isEmpty()),
                parameters.get(Constants.SEED).map(s -> parseLong(Constants.SEED, s)));
        int retries = parameters.get(Constants.RETRIES).map(s -> nonNegative(Constants.RETRIES, s))
                .orElse(Constants.DEFAULT_RETRIES);
        Duration requestTimeout = Duration.ofSeconds(positive(parameters, Constants.REQUEST_TIMEOUT,
                Constants.DEFAULT_REQUEST_TIMEOUT_SECONDS));
        Optional<Path> cacheDirectory = cacheDirectory(parameters, Constants.CACHE, "generations");
        boolean check = bool(parameters, Constants.CHECK_ENDPOINT, true);
        return new ModelOptions(baseUrls, positive(parameters, Constants.CONCURRENCY, Constants.DEFAULT_CONCURRENCY),
                positive(parameters, Constants.SAMPLES, Constants.DEFAULT_SAMPLES), overrides, retries, requestTimeout, cacheDirectory, check);
    }

    /**
     * One URL, or the replicas of one model separated by commas or spaces; none when blank.
     *
     * @throws IllegalArgumentException for a URL that is not absolute http(s), or one given twice
     */
    public static List<URI> urls(String key, String value) {
        List<URI> urls = new ArrayList<>();
        for (String part : value.trim().split("[,\\s]+")) {
            if (part.isEmpty()) {
                continue;
            }
            URI uri = url(key, part);
            if (urls.contains(uri)) {
                throw new IllegalArgumentException(key + " names " + uri + " twice");
            }
            urls.add(uri);
        }
        return List.copyOf(urls);
    }

    /** @throws IllegalArgumentException unless {@code value} is an absolute http(s) URL */
    public static URI url(String key, String value) {
        try {
            URI uri = new URI(value);
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be an http(s) URL such as http://localhost:8000/v1, not '" + value + "'");
    }

    private static Optional<Double> decimal(ConfigurationParameters parameters, String key, double min, double max) {
        return parameters.get(key).map(String::trim).map(value -> {
            try {
                double d = Double.parseDouble(value);
                if (d >= min && d <= max) {
                    return d;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new IllegalArgumentException(key + " must be a number from " + min + " to " + max + ", not '" + value + "'");
        });
    }

    /** A cache directory key: {@code off} (or {@code false}) disables it; unset means {@code ~/.cache/algoreval/<name>}. */
    private static Optional<Path> cacheDirectory(ConfigurationParameters parameters, String key, String name) {
        String value = parameters.get(key).map(String::trim).orElse("");
        if (value.equalsIgnoreCase("off") || value.equalsIgnoreCase("false")) {
            return Optional.empty();
        }
        return Optional.of(value.isEmpty() ? Path.of(System.getProperty("user.home"), ".cache", "algoreval", name)
                : Path.of(value));
    }

    private static boolean bool(ConfigurationParameters parameters, String key, boolean fallback) {
        return parameters.get(key).map(String::trim).map(value -> switch (value.toLowerCase(java.util.Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException(key + " must be true or false, not '" + value + "'");
        }).orElse(fallback);
    }

    private static Optional<Integer> optionalPositive(ConfigurationParameters parameters, String key) {
        return parameters.get(key).map(value -> positive(parameters, key, 1));
    }

    private static long parseLong(String key, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, not '" + value + "'");
        }
    }

    private static int nonNegative(String key, String value) {
        long n = parseLong(key, value);
        if (n < 0 || n > 100) {
            throw new IllegalArgumentException(key + " must be from 0 to 100, not '" + value + "'");
        }
        return (int) n;
    }

    private static Set<String> ids(ConfigurationParameters parameters, String key, Function<String, Boolean> known) {
        Set<String> ids = new LinkedHashSet<>(list(parameters.get(key).orElse("")));
        for (String id : ids) {
            if (!known.apply(id)) {
                throw new IllegalArgumentException(key + ": unknown id '" + id + "'");
            }
        }
        return Set.copyOf(ids);
    }

    private static int positive(ConfigurationParameters parameters, String key, int fallback) {
        Optional<String> value = parameters.get(key);
        if (value.isEmpty()) {
            return fallback;
        }
        try {
            int n = Integer.parseInt(value.get().trim());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a positive whole number, not '" + value.get() + "'");
    }

    static List<String> list(String commaSeparated) {
        return Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(s -> !s.isEmpty()).distinct().toList();
    }
}
