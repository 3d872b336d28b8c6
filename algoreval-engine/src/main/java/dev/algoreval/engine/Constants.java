package dev.algoreval.engine;

/**
 * Every configuration key of the engine. Keys are read once per run, from the launcher's explicit
 * parameters, then system properties ({@code -Dkey=value}; Surefire passes them on), then
 * {@code junit-platform.properties}. They are documented in the README.
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

    private Constants() {
    }
}
