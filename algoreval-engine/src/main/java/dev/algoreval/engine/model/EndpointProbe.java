package dev.algoreval.engine.model;

import dev.algoreval.engine.api.Constants;
import com.openai.errors.OpenAIIoException;
import com.openai.errors.OpenAIServiceException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Asks the server, once at discovery, which models it serves, so that a wrong URL, a rejected key or
 * a misspelt model stops the run before the first test instead of failing each one.
 */
final class EndpointProbe {
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    private EndpointProbe() {
    }

    /** @throws IllegalArgumentException with the reason when the endpoint cannot serve the model */
    static void check(EndpointSettings endpoint, String apiModelId) {
        try (SdkClients.Client client = SdkClients.create(endpoint, PROBE_TIMEOUT)) {
            List<String> served = new ArrayList<>();
            client.api().models().list().autoPager().forEach(model -> served.add(model.id()));
            if (!served.isEmpty() && !served.contains(apiModelId)) {
                throw new IllegalArgumentException(endpoint.baseUrl() + " does not serve the model '" + apiModelId
                        + "'; it serves " + served + " (set -D" + Constants.MODEL + " to one of them, or " + Constants.BASE_URL + " to another server)");
            }
        } catch (OpenAIIoException e) {
            String problem = SdkClients.timedOut(e)
                    ? "the model endpoint " + endpoint.baseUrl() + " did not answer within " + PROBE_TIMEOUT.toSeconds() + " s"
                    : "cannot reach the model endpoint " + endpoint.baseUrl() + " (" + SdkClients.rootMessage(e) + ")";
            throw new UnreachableException(problem + "; start the server or set " + Constants.BASE_URL + " / OPENAI_BASE_URL", e);
        } catch (OpenAIServiceException e) {
            if (e.statusCode() == 401 || e.statusCode() == 403) {
                throw new IllegalArgumentException("the model endpoint " + endpoint.baseUrl() + " refused the API key (HTTP "
                        + e.statusCode() + "); check OPENAI_API_KEY", e);
            }
            // Some servers have no model list (HTTP 404 and the like): the first request will tell.
        }
    }

    /** The server did not answer at all, as opposed to answering that it cannot serve the model. */
    static final class UnreachableException extends IllegalArgumentException {
        UnreachableException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
