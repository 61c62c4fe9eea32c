import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import clsx from "clsx";
import { useRef, type ReactNode } from "react";
import { useT } from "~/i18n";
import { commonText } from "~/i18n/texts/common";
import { dialogLook } from "./dialog-look";

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** hide the corner close button (the dialog still closes on Escape unless prevented) */
  hideClose?: boolean;
}

/**
 * Modal dialog: role=dialog, labelled by its title, focus trapped, closes on Escape and outside click, and gives focus
 * back on closing to what had it when the dialog opened (the button that opened it), if that is still on the page.
 */
export function Dialog({ open, onOpenChange, title, description, children, className, hideClose }: DialogProps) {
  const t = useT(commonText);
  // Radix gives focus back only to its own Trigger, which these dialogs (opened from state) do not use
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogLook.overlay} />
        <RadixDialog.Content
          className={clsx(dialogLook.box, className)}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const el = opener.current;
            opener.current = null;
            if (el?.isConnected && el !== document.body) {
              e.preventDefault();
              el.focus();
            }
          }}
        >
          <RadixDialog.Title className={dialogLook.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-ink-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          {hideClose ? null : (
            <RadixDialog.Close className={dialogLook.close} aria-label={t("dialog.close")}>
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
