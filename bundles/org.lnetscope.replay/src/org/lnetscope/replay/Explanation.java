package org.lnetscope.replay;

/**
 * What the Explain view shows for one event.
 *
 * @param function the kernel function, e.g. {@code lnet_post_routed_recv_locked}
 * @param sourceFile where it lives in lustre-release
 * @param why one line: why the kernel does this
 * @param subject the object it is about, named ({@code PeerNi 10.0.0.21@o2ib})
 * @param changes the resulting values, e.g. {@code rtrCredits=-1, rtrq +Message #4711}
 */
public record Explanation(String function, String sourceFile, String why, String subject, String changes) {

    /** One line for a terminal or a status bar. */
    public String oneLine() {
        String where = sourceFile.isEmpty() ? function : function + " (" + sourceFile + ")";
        return where + ": " + why + " [" + subject + (changes.isEmpty() ? "" : ": " + changes) + "]";
    }
}
