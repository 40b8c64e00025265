package org.lnetscope.model.validation;

import java.util.concurrent.CancellationException;

/**
 * What a long validation reports to whoever waits for it (the window's Problems job): how many
 * objects are checked so far, and whether to stop. A 550,000-conn fabric has millions of objects.
 */
public interface ValidationProgress {

    /** Nobody is waiting: never cancelled, nothing reported. */
    ValidationProgress NONE = new ValidationProgress() {
        @Override
        public void checked(long objects) {
        }

        @Override
        public boolean isCanceled() {
            return false;
        }
    };

    /** Called every {@link #EVERY} objects with the number checked so far. */
    void checked(long objects);

    /** Polled with {@link #checked}; true makes the validation throw {@link CancellationException}. */
    boolean isCanceled();

    /** How often progress is reported and cancellation polled, in objects. */
    int EVERY = 4096;
}
