package dev.algoreval.engine.model;

import dev.algoreval.engine.AlgorevalConfiguration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Creates the configured model clients by name. */
public final class Models {
    private Models() {
    }

    /** @throws IllegalArgumentException with a clear message for a model that cannot be used */
    public static Map<String, ModelClient> create(AlgorevalConfiguration configuration) {
        Map<String, ModelClient> models = new LinkedHashMap<>();
        for (String name : configuration.models()) {
            models.put(name, create(name, configuration));
        }
        return Map.copyOf(models);
    }

    private static ModelClient create(String name, AlgorevalConfiguration configuration) {
        return switch (name) {
            case ReferenceModel.NAME -> new ReferenceModel();
            case ReplayModel.NAME -> ReplayModel.load(configuration.replayFile().orElseThrow());
            default -> throw new IllegalArgumentException("model '" + name + "': this build has only the pseudo-models "
                    + "'reference' and 'replay'; the OpenAI-compatible client for real models is not part of it yet");
        };
    }
}
