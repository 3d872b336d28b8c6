package dev.algoreval.engine.api;

import java.util.List;

/**
 * Every configuration key of the engine. Keys are read once per run, from the launcher's explicit
 * parameters, then system properties ({@code -Dkey=value}; Surefire passes them on), then
 * {@code junit-platform.properties}. They are documented in docs/configuration.md.
 */
public final class Constants {
    /** Engine id; unique ids start with {@code [engine:algoreval]}. */
    public static final String ENGINE_ID = "algoreval";

    /** The model(s) to evaluate, comma-separated: {@code reference}, {@code replay}, or an LLM name. */
    public static final String MODEL = "model";
    /** Same as {@link #MODEL}, for launchers that only pass prefixed keys. */
    public static final String MODEL_PREFIXED = "algoreval.model";

    /** Comma lists restricting the instances: language ids, algorithm ids, domain ids, representation ids. */
    public static final String LANGUAGES = "algoreval.languages";
    public static final String ALGORITHMS = "algoreval.algorithms";
    public static final String DOMAINS = "algoreval.domains";
    public static final String REPRESENTATIONS = "algoreval.representations";

    /** JSONL file of recorded responses for the {@code replay} pseudo-model. */
    public static final String REPLAY = "algoreval.replay";

    /** Directory for results.jsonl and summary.json; default {@code target/algoreval}. */
    public static final String OUTPUT = "algoreval.output";

    /** {@code bwrap} (default) or {@code none}: run generated code without a sandbox, explicitly. */
    public static final String SANDBOX = "algoreval.sandbox";

    /** How many instances are evaluated at once; default: the number of cores. */
    public static final String PARALLELISM = "algoreval.parallelism";

    /** Wall-clock limits in seconds: program run (default 30, as in the paper) and compile (default 60). */
    public static final String RUN_TIMEOUT = "algoreval.timeout.run";
    public static final String COMPILE_TIMEOUT = "algoreval.timeout.compile";
    /** A split file written by {@code training split}: only its held-out algorithms are run (a fine-tuned checkpoint's test). */
    public static final String SPLIT = "algoreval.split";
    /**
     * A program may run {@code max(algoreval.timeout.run, factor × its reference's run time on this host)};
     * default 10.
     */
    public static final String TIMEOUT_FACTOR = "algoreval.timeout.factor";
    /**
     * Where each host's reference run times are kept (per host and toolchain versions), or {@code off};
     * default {@code ~/.cache/algoreval/calibration}. A reference run records them.
     */
    public static final String CALIBRATION = "algoreval.timeout.calibration";

    /** Base URL of the OpenAI-compatible server, or several replicas separated by commas; else {@code OPENAI_BASE_URL}; else OpenAI for API models, vLLM's localhost:8000 for the rest. */
    public static final String BASE_URL = "algoreval.baseUrl";

    /** Generation requests in flight at once, independent of execution parallelism; default 16. */
    public static final String CONCURRENCY = "algoreval.concurrency";

    /** Samples per instance, each its own test (use with a temperature above 0); default 1. */
    public static final String SAMPLES = "algoreval.samples";

    /**
     * The conditions each instance is asked under, comma-separated: {@code zero-shot} (the paper's
     * prompt, the default), {@code plus} (AlgoREval+: the exact signature in the prompt and the hidden
     * tests run too), {@code hint} and {@code snippet} (the paper's +hint and +snippet, the latter with
     * {@link #SNIPPETS}). Each is a level of the test tree and a field of results.jsonl.
     */
    public static final String CONDITIONS = "algoreval.conditions";
    public static final String DEFAULT_CONDITIONS = "zero-shot";

    /**
     * The snippet corpus of the {@code snippet} condition: {@code <dir>/<algorithm-id>/<language-id>.<ext>},
     * implementations the user retrieved from other sources (the project ships none).
     */
    public static final String SNIPPETS = "algoreval.snippets";

    /**
     * {@code hard}: run only the instances whose zero-shot pass rate over the runs in
     * {@link #SUBSET_RESULTS} is below 25 % (the paper's hard subset, to re-ask under {@code hint}).
     */
    public static final String SUBSET = "algoreval.subset";
    /** The results.jsonl files {@link #SUBSET} measures difficulty on, comma-separated. */
    public static final String SUBSET_RESULTS = "algoreval.subset.results";

    /** Generation settings overriding the registry (paper Table 7). */
    public static final String TEMPERATURE = "algoreval.temperature";
    public static final String TOP_P = "algoreval.topP";
    public static final String MAX_TOKENS = "algoreval.maxTokens";
    public static final String THINKING_BUDGET = "algoreval.thinkingBudget";
    public static final String REASONING_EFFORT = "algoreval.reasoningEffort";
    public static final String SEED = "algoreval.seed";

    /** Retries after a 429, a 5xx or a timeout (default 5), and the per-request timeout in seconds (default 600). */
    public static final String RETRIES = "algoreval.retries";
    public static final String REQUEST_TIMEOUT = "algoreval.timeout.request";

    /** Directory of the generation cache, or {@code off}; default {@code ~/.cache/algoreval/generations}. */
    public static final String CACHE = "algoreval.cache";

    /**
     * Directory of the compile cache (compiles kept by content: toolchain version, command, limits,
     * source), or {@code off}; default {@code ~/.cache/algoreval/compile}, bounded to 4 GiB.
     */
    public static final String COMPILE_CACHE = "algoreval.compileCache";

    /**
     * Whether Java programs are compiled by persistent javac workers inside the sandbox (default
     * true; same results as the javac CLI at a fraction of the cost); {@code false} runs the CLI per program.
     */
    public static final String JAVAC_WORKERS = "algoreval.javacWorkers";

    /** Whether discovery checks that the endpoint answers and serves the model; default true. */
    public static final String CHECK_ENDPOINT = "algoreval.checkEndpoint";

    /**
     * CI gate: the minimum overall pass rate (0.7 or 70%), and per language with the language id appended
     * ({@code algoreval.minPassRate.rust}). Checked at the end of the run for every model.
     */
    public static final String MIN_PASS_RATE = "algoreval.minPassRate";

    /**
     * A second place for the gate file (see the README), for build tools that cannot know
     * {@link #OUTPUT} because it was set in {@code junit-platform.properties}; the example suite's
     * Surefire configuration points it into the module's build directory.
     */
    public static final String GATE_FILE = "algoreval.gateFile";

    /**
     * {@code i/n}: run only the i-th of n deterministic, cost-balanced parts of the selected tests
     * (1-based); {@code ReportCommand merge} combines the shards' results. Unset: the whole selection.
     */
    public static final String SHARD = "algoreval.shard";

    /**
     * {@code scale}: the scale probe (paper Appendix K). Every program of the probe's algorithms that
     * passes its fixed and hidden tests under {@code plus} is also timed on inputs of growing size
     * (G(n, p) graphs, sequences to sort); the lines go to scale.jsonl, the fits to the console and
     * report.html. Needs {@code plus}.
     */
    public static final String PROBE = "algoreval.probe";
    /** Input samples (graphs, sequences) per size (default 8, the paper's). */
    public static final String PROBE_SAMPLES = "algoreval.probe.samples";
    /** Repetitions of each timed call, the fastest counting (default 3). */
    public static final String PROBE_REPETITIONS = "algoreval.probe.repetitions";
    /** A factor on every algorithm's probe sizes (default 1; 0.5 halves every n, for a quick look). */
    public static final String PROBE_SIZE_FACTOR = "algoreval.probe.sizeFactor";
    /**
     * {@code alone} (default): each timed process of the probe runs with none of the run's other steps beside
     * it, as two processes on one machine share its caches and memory bandwidth; {@code shared}: beside them,
     * faster (a whole probe of the references took 47-51 min so, and 71-72 min alone), with fits
     * that feel the neighbours.
     */
    public static final String PROBE_TIMING = "algoreval.probe.timing";

    /**
     * {@code separate}: Python's and JavaScript's syntax is checked in a sandboxed step of its own
     * before the run, as before the check rode along with the run (the benchmark's baseline);
     * default {@code in-run}. The outcomes are the same either way.
     */
    public static final String SYNTAX_CHECK = "algoreval.syntaxCheck";

    /** Every key the engine reads, but the per-language gate keys ({@link #MIN_PASS_RATE} + "." + language id). */
    public static final List<String> KEYS = List.of(MODEL, MODEL_PREFIXED, LANGUAGES, ALGORITHMS, DOMAINS,
            REPRESENTATIONS, REPLAY, OUTPUT, SANDBOX, PARALLELISM, RUN_TIMEOUT, COMPILE_TIMEOUT, SPLIT, TIMEOUT_FACTOR, CALIBRATION, BASE_URL, CONCURRENCY,
            SAMPLES, TEMPERATURE, TOP_P, MAX_TOKENS, THINKING_BUDGET, REASONING_EFFORT, SEED, RETRIES, REQUEST_TIMEOUT,
            CACHE, COMPILE_CACHE, JAVAC_WORKERS, CHECK_ENDPOINT, MIN_PASS_RATE, GATE_FILE, CONDITIONS, SUBSET, SUBSET_RESULTS, SNIPPETS,
            SHARD, PROBE, PROBE_SAMPLES, PROBE_REPETITIONS, PROBE_SIZE_FACTOR, PROBE_TIMING,
            SYNTAX_CHECK);

    /** The prefix of every engine key but {@link #MODEL}: a key with it that is not known is a mistake. */
    public static final String PREFIX = "algoreval.";

    /** Defaults, documented with their keys in docs/configuration.md. */
    public static final String DEFAULT_MODEL = "reference";
    public static final String DEFAULT_OUTPUT = "target/algoreval";
    public static final String DEFAULT_SANDBOX = "bwrap";
    public static final int DEFAULT_RUN_TIMEOUT_SECONDS = 30;
    public static final int DEFAULT_COMPILE_TIMEOUT_SECONDS = 60;
    public static final double DEFAULT_TIMEOUT_FACTOR = 10;
    public static final int DEFAULT_CONCURRENCY = 16;
    public static final int DEFAULT_SAMPLES = 1;
    public static final int DEFAULT_RETRIES = 5;
    public static final int DEFAULT_REQUEST_TIMEOUT_SECONDS = 600;
    public static final long COMPILE_CACHE_MAX_BYTES = 4L << 30;

    private Constants() {
    }
}
