package org.lnetscope.session.edit;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * Sets one attribute of one LNet object (a credit, a state, a NID) and can take it back: what the
 * Properties view runs on the document's command stack, so Edit > Undo works. (EMF's SetCommand
 * lives in emf.edit, which brings item providers we do not use.)
 */
public final class SetAttributeCommand extends AbstractCommand {

    private final EObject owner;
    private final EAttribute attribute;
    private final Object newValue;
    private Object oldValue;

    public SetAttributeCommand(EObject owner, EAttribute attribute, Object newValue) {
        super("Set " + attribute.getName());
        this.owner = owner;
        this.attribute = attribute;
        this.newValue = newValue;
    }

    @Override
    protected boolean prepare() {
        return attribute.isChangeable() && !attribute.isMany() && attribute.getEContainingClass().isInstance(owner);
    }

    @Override
    public void execute() {
        oldValue = owner.eGet(attribute);
        owner.eSet(attribute, newValue);
    }

    @Override
    public void undo() {
        owner.eSet(attribute, oldValue);
    }

    @Override
    public void redo() {
        owner.eSet(attribute, newValue);
    }
}
