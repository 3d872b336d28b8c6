package dev.algoreval.engine.model;

import dev.algoreval.engine.AlgorevalConfiguration;
import dev.algoreval.engine.ModelOptions;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

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
        Map<String, ModelClient> models = new LinkedHashMap<>();
        for (String name : configuration.models()) {
            models.put(name, create(name, configuration, environment));
        }
        return Map.copyOf(models);
    }

    private static ModelClient create(String name, AlgorevalConfiguration configuration, Map<String, String> environment) {
        return switch (name) {
            case ReferenceModel.NAME -> new ReferenceModel();
            case ReplayModel.NAME -> ReplayModel.load(configuration.replayFile().orElseThrow());
            default -> remote(name, configuration.modelOptions(), environment);
        };
    }

    private static ModelClient remote(String name, ModelOptions options, Map<String, String> environment) {
        ModelSpec spec = ModelRegistry.lookup(name);
        URI baseUrl = options.baseUrl()
                .or(() -> Optional.ofNullable(environment.get(BASE_URL_ENV)).filter(s -> !s.isBlank())
                        .map(url -> AlgorevalConfiguration.url(BASE_URL_ENV, url.trim())))
                .orElse(spec.closedApi() ? EndpointSettings.OPENAI : EndpointSettings.LOCAL_VLLM);
        Optional<String> apiKey = Optional.ofNullable(environment.get(API_KEY_ENV)).filter(s -> !s.isBlank());
        EndpointSettings endpoint = new EndpointSettings(baseUrl, apiKey, options.requestTimeout(),
                RetryPolicy.standard(options.retries()));
        if (apiKey.isEmpty() && (spec.closedApi() || endpoint.officialOpenAi())) {
            throw new IllegalArgumentException("model '" + name + "' is served by " + baseUrl + ", which needs a key: set "
                    + API_KEY_ENV);
        }
        if (options.checkEndpoint()) {
            EndpointProbe.check(endpoint, spec.apiModelId());
        }
        ModelClient model = new OpenAiChatModel(name, spec, spec.settings().with(options.overrides()), endpoint);
        return options.cacheDirectory().<ModelClient>map(dir -> new CachedModel(model, dir)).orElse(model);
    }
}
