package dev.algoreval.engine.model;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.DatasetException;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.config.AlgorevalConfiguration;
import dev.algoreval.engine.config.ModelOptions;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** Creates the configured model clients by name, checking at discovery that each one can be used. */
public final class Models {
    public static final String BASE_URL_ENV = "OPENAI_BASE_URL";
    public static final String API_KEY_ENV = "OPENAI_API_KEY";

    private Models() {
    }

    /** @throws IllegalArgumentException with a clear message for a model that cannot be used */
    public static Map<String, ModelClient> create(AlgorevalConfiguration configuration) {
        return create(configuration, System.getenv());
    }

    public static Map<String, ModelClient> create(AlgorevalConfiguration configuration, Map<String, String> environment) {
        return create(configuration, environment, Models::warn);
    }

    /** As {@link #create(AlgorevalConfiguration, Map)}, with the warnings that do not stop the run sent to {@code warnings}. */
    static Map<String, ModelClient> create(AlgorevalConfiguration configuration, Map<String, String> environment,
            Consumer<String> warnings) {
        Map<String, ModelClient> models = new LinkedHashMap<>();
        for (String name : configuration.models()) {
            models.put(name, create(name, configuration, environment, warnings));
        }
        return Map.copyOf(models);
    }

    private static ModelClient create(String name, AlgorevalConfiguration configuration, Map<String, String> environment,
            Consumer<String> warnings) {
        return switch (name) {
            case ReferenceModel.NAME -> new ReferenceModel();
            case ReplayModel.NAME -> replay(configuration.replayFile().orElseThrow(), warnings);
            default -> remote(name, configuration.modelOptions(), environment, warnings);
        };
    }

    /**
     * Loads the recorded responses and warns about instances the dataset does not have (the bundled
     * dataset is loaded once per JVM, so discovery reuses it).
     */
    private static ReplayModel replay(Path file, Consumer<String> warnings) {
        ReplayModel replay = ReplayModel.load(file);
        knownInstanceIds().flatMap(replay::unknownInstances).ifPresent(warnings);
        return replay;
    }

    private static Optional<Set<String>> knownInstanceIds() {
        try {
            return Optional.of(Dataset.load().instances().stream().map(Instance::id).collect(Collectors.toSet()));
        } catch (DatasetException e) {
            // Discovery reports the dataset's own error; without a dataset there is nothing to compare with.
            return Optional.empty();
        }
    }

    private static void warn(String warning) {
        System.err.println("[algoreval] " + warning);
    }

    private static ModelClient remote(String name, ModelOptions options, Map<String, String> environment,
            Consumer<String> warnings) {
        ModelSpec spec = ModelRegistry.lookup(name);
        List<URI> baseUrls = !options.baseUrls().isEmpty() ? options.baseUrls()
                : Optional.ofNullable(environment.get(BASE_URL_ENV)).filter(s -> !s.isBlank())
                        .map(urls -> AlgorevalConfiguration.urls(BASE_URL_ENV, urls))
                        .orElse(List.of(spec.closedApi() ? EndpointSettings.OPENAI : EndpointSettings.LOCAL_VLLM));
        Optional<String> apiKey = Optional.ofNullable(environment.get(API_KEY_ENV)).filter(s -> !s.isBlank());
        List<EndpointSettings> endpoints = baseUrls.stream().map(url -> new EndpointSettings(url, apiKey,
                options.requestTimeout(), RetryPolicy.standard(options.retries()))).toList();
        for (EndpointSettings endpoint : endpoints) {
            if (apiKey.isEmpty() && (spec.closedApi() || endpoint.officialOpenAi())) {
                throw new IllegalArgumentException("model '" + name + "' is served by " + endpoint.baseUrl()
                        + ", which needs a key: set " + API_KEY_ENV);
            }
        }
        // Checked before the endpoint: a local misconfiguration is reported without waiting on the network.
        Optional<CacheDirectory> cache = options.cacheDirectory().map(CacheDirectory::open);
        if (options.checkEndpoint()) {
            check(endpoints, spec.apiModelId(), warnings);
        }
        ModelClient model = new OpenAiChatModel(name, spec, spec.settings().with(options.overrides()), endpoints);
        return cache.<ModelClient>map(dir -> new CachedModel(model, dir, warnings)).orElse(model);
    }

    /**
     * Every replica must serve the model; a replica that does not answer yet is only a warning while
     * another one does (the run takes it in when it answers), but the run needs at least one.
     */
    private static void check(List<EndpointSettings> endpoints, String apiModelId, Consumer<String> warnings) {
        List<EndpointProbe.UnreachableException> unreachable = new ArrayList<>();
        for (EndpointSettings endpoint : endpoints) {
            try {
                EndpointProbe.check(endpoint, apiModelId);
            } catch (EndpointProbe.UnreachableException e) {
                unreachable.add(e);
            }
        }
        if (unreachable.size() == endpoints.size()) {
            throw unreachable.get(0);
        }
        unreachable.forEach(e -> warnings.accept(e.getMessage().substring(0, e.getMessage().indexOf(';'))
                + "; the other replicas serve until it answers"));
    }
}
