package dev.algoreval.engine;

import dev.algoreval.dataset.Domain;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.toolchains.SandboxMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.platform.engine.ConfigurationParameters;

/** The run's configuration, read once at discovery and immutable afterwards. */
public record AlgorevalConfiguration(List<String> models, InstanceFilter filter, Optional<Path> replayFile,
        Path outputDirectory, SandboxMode sandboxMode, int parallelism, Duration runTimeout,
        Duration compileTimeout) {

    public static final String DEFAULT_MODEL = "reference";

    /** @throws IllegalArgumentException with a message naming the key, for any bad value */
    public static AlgorevalConfiguration from(ConfigurationParameters parameters) {
        List<String> models = list(parameters.get(Constants.MODEL).or(() -> parameters.get(Constants.MODEL_PREFIXED))
                .orElse(DEFAULT_MODEL));
        if (models.isEmpty()) {
            throw new IllegalArgumentException(Constants.MODEL + " is empty: name a model, e.g. -Dmodel=reference");
        }
        InstanceFilter filter = new InstanceFilter(
                ids(parameters, Constants.LANGUAGES, id -> Language.byId(id).isPresent()),
                Set.copyOf(list(parameters.get(Constants.ALGORITHMS).orElse(""))),
                ids(parameters, Constants.DOMAINS, id -> Domain.byId(id).isPresent()),
                ids(parameters, Constants.REPRESENTATIONS, id -> Representation.byId(id).isPresent()));
        Optional<Path> replay = parameters.get(Constants.REPLAY).filter(s -> !s.isBlank()).map(Path::of);
        if (models.contains("replay") && replay.isEmpty()) {
            throw new IllegalArgumentException("model 'replay' needs " + Constants.REPLAY + "=<responses.jsonl>");
        }
        Path output = Path.of(parameters.get(Constants.OUTPUT).orElse("target/algoreval"));
        SandboxMode sandbox = SandboxMode.parse(parameters.get(Constants.SANDBOX).orElse("bwrap"));
        int parallelism = positive(parameters, Constants.PARALLELISM, Runtime.getRuntime().availableProcessors());
        Duration run = Duration.ofSeconds(positive(parameters, Constants.RUN_TIMEOUT, 30));
        Duration compile = Duration.ofSeconds(positive(parameters, Constants.COMPILE_TIMEOUT, 60));
        return new AlgorevalConfiguration(models, filter, replay, output, sandbox, parallelism, run, compile);
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
