package dev.algoreval.engine.snippet;

/**
 * A GitHub request that failed. Messages name the request's path and GitHub's own message, never a
 * header, so the token cannot leak through them.
 */
public final class GitHubException extends Exception {
    private final boolean stopsTheRun;

    GitHubException(String message, boolean stopsTheRun) {
        super(message);
        this.stopsTheRun = stopsTheRun;
    }

    /** True when no later request can succeed either (the token was rejected), so retrieving stops. */
    public boolean stopsTheRun() {
        return stopsTheRun;
    }
}
